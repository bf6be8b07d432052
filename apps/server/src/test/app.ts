import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE, DEVICE_COOKIE, SESSION_COOKIE } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { AppDeps } from '../app';
import { buildApp } from '../app';
import type { Config } from '../config';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { openPglite, openPostgres } from '../db/client';
import { DEMO_PASSWORD, seedDemo } from '../db/seed';
import { localStorage } from '../storage/local-storage';
import type { z } from 'zod';
import type { JobDefinition } from '../jobs/job';
import { rowsOf } from '../db/sql';
import { users } from '../db/schema';
import { loginKeys } from '../modules/auth/auth.service';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  /** The temporary folder of this app's uploaded files (removed by close()). */
  filesDir: string;
  /**
   * Logs in through the API from a browser that signed in to this account before (a valid device
   * cookie: no "new device" notice, decision 052); returns the Cookie header value of the new session.
   */
  login(email: string, password?: string): Promise<string>;
  /** Runs one job now, as the runner would, with a fixed clock (default: the real one). */
  runJob<Payload extends z.ZodType>(
    job: JobDefinition<Payload>,
    options?: { payload?: z.input<Payload>; now?: Date },
  ): Promise<void>;
  /** Headers every state-changing call needs. */
  csrfHeaders: Record<string, string>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<AppDeps, 'database'> {
  /** A migrated database of the test's own (closed by close()) instead of a fresh copy. */
  database?: DatabaseHandle;
  config?: Partial<Config>;
  /** Skip the demo data (migrations only). */
  seed?: boolean;
}

/**
 * A fresh, empty database: in-memory PGlite, or with TEST_DATABASE_URL (a postgres:// URL of a
 * server) a new database created on that server and dropped again by close().
 */
export async function createTestDatabase(template?: string): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(null, { sharedBuffers: TEST_SHARED_BUFFERS });

  // The run's prefix lets its end find a database that a test left behind (global-setup.ts).
  const prefix = inject('postgresTemplates')?.testPrefix ?? 'test_';
  const name = `${prefix}${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  // Tests run jobs themselves, with a fixed clock (runJob); the app only queues them.
  ...loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost',
    WORKERS: 'false',
  }),
  webDist: '/nonexistent/web-dist',
  webRenderer: '/nonexistent/web-renderer.js',
  ...overrides,
});

const templateBytes = new Map<string, Promise<ArrayBuffer>>();

/** A PGlite template's bytes, read once per worker (test files share a worker's modules). */
export function templateDump(path: string): Promise<ArrayBuffer> {
  let bytes = templateBytes.get(path);
  if (!bytes) {
    bytes = readFile(path).then((file) =>
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
    );
    templateBytes.set(path, bytes);
  }
  return bytes;
}

/** A test database's shared memory: see PgliteOptions.sharedBuffers. */
export const TEST_SHARED_BUFFERS = '16MB';

/**
 * A copy of the run's migrated (and seeded) PGlite template; see global-setup.ts.
 *
 * PGlite reads the dump with `arrayBuffer()` only, and copies each file out of it as it unpacks it,
 * so every copy is handed the same bytes (a test checks that they stay as they were). Node 20's
 * Blob answers `arrayBuffer()` by streaming its data in chunks and joining them, which took a third
 * of the time of opening a test database (0.35 of 1.3 s for the seeded 66 MB).
 */
async function fromTemplate(seeded: boolean): Promise<DatabaseHandle | null> {
  const templates = inject('pgliteTemplates');
  if (!templates) return null;
  const dump = await templateDump(seeded ? templates.seeded : templates.migrated);
  const tar: Pick<Blob, 'type' | 'arrayBuffer'> = {
    type: 'application/x-tar',
    arrayBuffer: async () => dump,
  };
  return openPglite(null, { loadDataDir: tar as Blob, sharedBuffers: TEST_SHARED_BUFFERS });
}

/**
 * A copy of the run's migrated (or migrated and seeded) database, on either driver; without a
 * template (a file run outside the project's global set-up) one migrated and seeded here.
 */
export async function copyOfTemplate(seeded: boolean): Promise<DatabaseHandle> {
  const pgliteCopy = await fromTemplate(seeded);
  if (pgliteCopy) return pgliteCopy;
  const postgres = inject('postgresTemplates');
  const template = postgres ? (seeded ? postgres.seeded : postgres.migrated) : undefined;
  const database = await createTestDatabase(template);
  if (!template) {
    await database.migrate();
    if (seeded) await seedDemo(database.db);
  }
  return database;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await copyOfTemplate(options.seed !== false));
  await database.migrate();
  const filesDir = await mkdtemp(join(tmpdir(), 'account-area-files-'));
  const config = testConfig(options.config);
  const { config: _config, seed: _seed, database: _database, ...deps } = options;
  const files = config.fileStorage === 'local' ? { storage: localStorage(filesDir) } : {};
  const app = await buildApp(config, { ...files, ...deps, database });
  const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

  return {
    app,
    db: database.db,
    database,
    config,
    filesDir,
    csrfHeaders,
    async runJob(job, { payload = {}, now } = {}) {
      const context = {
        db: database.db,
        log: app.log,
        config,
        mailTransport: options.mailTransport ?? null,
        now: () => now ?? new Date(),
      };
      await job.run(context, job.payload.parse(payload));
    },
    async login(email, password = DEMO_PASSWORD) {
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      const device = user ? loginKeys(config.loginSecret).devices.issue(user.id, new Date()) : null;
      const response = await app.inject({
        method: 'POST',
        url: '/nl/api/core/auth/login',
        headers: { ...csrfHeaders, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      if (!cookie) throw new Error(`login ${email}: no session cookie`);
      return `${SESSION_COOKIE}=${cookie.value}`;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Rows of a raw query on either driver, checked against their schema. */
export async function queryRows<Row extends z.ZodType>(
  db: Database,
  schema: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  return rowsOf(schema, await db.execute(query));
}
