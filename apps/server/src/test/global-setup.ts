import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { seedDemo } from '../db/seed';
import { compactDump } from './compact-dump';
import { SERVER_ROOT } from '../paths';
import { bundleServer } from '../../bundle.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files of dumped PGlite data folders: migrated, and migrated + demo data. Empty on PostgreSQL. */
    pgliteTemplates: { migrated: string; seeded: string } | null;
    /**
     * On PostgreSQL: the names of two template databases, migrated, and migrated + demo data, and
     * the prefix of this run's test databases.
     */
    postgresTemplates: { migrated: string; seeded: string; testPrefix: string } | null;
    /** The folder of this run's bundle of the server, `npm run db:backup` and heap-growth.ts (serverBundle). */
    serverBundle: string;
  }
}

/**
 * On PostgreSQL every test database is a copy (CREATE DATABASE … TEMPLATE) of one of two databases
 * built here once: copying takes a fraction of a second, migrating and seeding about ten.
 * The run's test databases share a prefix, so that the end of the run can tell one a test left
 * behind (it did not close its app) from another run's: it drops it, and fails the run.
 */
async function postgresTemplates(serverUrl: string): Promise<{
  names: { migrated: string; seeded: string; testPrefix: string };
  drop: () => Promise<void>;
}> {
  const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const templates = { migrated: `tpl_migrated_${suffix}`, seeded: `tpl_seeded_${suffix}` };
  const testPrefix = `test_${suffix}_`;
  const admin = async (statements: string[]): Promise<pg.QueryResult[]> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const results = [];
      for (const statement of statements) results.push(await client.query(statement));
      return results;
    } finally {
      await client.end();
    }
  };
  const dropAll = (names: string[]) =>
    admin(names.map((name) => `drop database if exists "${name}" with (force)`));
  const drop = async () => {
    await dropAll(Object.values(templates));
    const [left] = await admin([
      `select datname from pg_database where starts_with(datname, '${testPrefix}') order by datname`,
    ]);
    const names = left!.rows.map((row: { datname: string }) => row.datname);
    if (names.length === 0) return;
    await dropAll(names);
    // Vitest prints an error thrown here but still exits with 0.
    process.exitCode = 1;
    throw new Error(`test databases left behind, each by a test that did not close it: ${names.join(', ')}`);
  };
  const names = { ...templates, testPrefix };
  for (const [kind, name] of Object.entries(templates)) {
    await admin([`create database "${name}"`]);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    try {
      await database.migrate();
      if (kind === 'seeded') await seedOnce(database);
    } finally {
      await database.close();
    }
  }
  return { names, drop };
}

/** Seeds a new database: it must say so (db/migrations.test.ts starts from the result). */
async function seedOnce(database: DatabaseHandle): Promise<void> {
  const result = await seedDemo(database.db);
  if (!result.seeded) throw new Error('the demo data was not seeded into a new database');
}

/**
 * PostgreSQL's template databases (template0 and template1) are a third of a new data folder, and
 * PGlite unpacks the whole folder for every test app. Tests only use the database they are given,
 * and the embedded database of `npm start` is made by PGlite itself, so these copies go without them.
 */
async function dropTemplateDatabases(database: DatabaseHandle): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await database.db.execute(sql`alter database ${sql.identifier(name)} is_template false`);
    await database.db.execute(sql`drop database ${sql.identifier(name)}`);
  }
}

/**
 * The tests that start the server, the backup command or a tuned process in a process of their own
 * run this bundle, as production runs dist/server.js: through tsx each such process spent about 2 s
 * of CPU loading the TypeScript sources, nine times a run. Built in a folder directly in the package,
 * where src/paths.ts finds the package from a bundle, and removed at the end of the run.
 */
async function serverBundle(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(SERVER_ROOT, '.test-bundle-'));
  await bundleServer({
    entryPoints: ['src/server.ts', 'src/db/backup-cli.ts', 'src/heap-growth.ts'],
    outdir: dir,
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundle = await serverBundle();
  project.provide('serverBundle', bundle.dir);
  try {
    const teardown = await databaseTemplates(project);
    return async () => {
      await bundle.remove();
      await teardown();
    };
  } catch (error) {
    await bundle.remove();
    throw error;
  }
}

/**
 * Builds the embedded database once per run and lets every test app load a copy: initdb, the
 * migrations and the seed (argon2 hashes, 2,757 cities) cost seconds, loading a dump a fraction.
 */
async function databaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', null);
    const templates = await postgresTemplates(process.env.TEST_DATABASE_URL);
    project.provide('postgresTemplates', templates.names);
    return templates.drop;
  }
  project.provide('postgresTemplates', null);
  const dir = await mkdtemp(join(tmpdir(), 'pglite-templates-'));
  const database = openPglite(null, { walSegmentMb: 1 });
  try {
    await dropTemplateDatabases(database);
    await database.migrate();
    const migrated = join(dir, 'migrated.tar');
    await writeFile(migrated, await compactDump(database));
    await seedOnce(database);
    const seeded = join(dir, 'seeded.tar');
    await writeFile(seeded, await compactDump(database));
    project.provide('pgliteTemplates', { migrated, seeded });
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
