import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { PoolStats, PostgresTimeouts } from './postgres-pool';
import { DEFAULT_POSTGRES_TIMEOUTS, guardedPool } from './postgres-pool';
import * as schema from './schema';

/** One type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on the same connections, in the shape pg-boss's `db` option asks for. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** The job runner's access to this database (pg-boss shares the pool, or the one PGlite). */
  sql: SqlExecutor;
  /** Applies the pending migrations of src/db/migrations; a no-op on an up-to-date database. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections and failures (metrics); PGlite has no pool. */
  poolStats?(): PoolStats;
  /** PostgreSQL: opens every connection of the pool now (a web instance, before it is ready). */
  fillPool?(): Promise<void>;
  /**
   * PGlite: a consistent copy of the data folder (a tar) while it runs: taken between
   * transactions, what a restore starts from (`npm run db:backup`).
   */
  backup?(): Promise<Blob>;
}

export interface PgliteHandle extends DatabaseHandle {
  /** The whole data folder as one blob (test templates: loading one skips initdb and migrations). */
  dump(): Promise<Blob>;
}

/** Any number: only has to be the same in every instance that migrates this database. */
const MIGRATION_LOCK_ID = 7_240_311;

export interface PostgresOptions {
  poolMax: number;
  timeouts: PostgresTimeouts;
}

export function openPostgres(url: string, options: Partial<PostgresOptions> = {}): DatabaseHandle {
  const guarded = guardedPool(url, options.poolMax ?? 10, options.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS);
  const { pool } = guarded;
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'pg',
    sql: { executeSql: (text, values) => pool.query(text, values) },
    async migrate() {
      // Instances starting together take turns, so each migration runs exactly once.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        // A migration may build an index over millions of rows: no statement limit on its connection.
        await lock.query('set statement_timeout = 0');
        await migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => guarded.end(),
    poolStats: guarded.stats,
    fillPool: guarded.fill,
  };
}

/** pg-boss sends parameterless scripts of several statements, which only PGlite's exec runs. */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

export interface PgliteOptions {
  loadDataDir?: Blob;
  /**
   * PostgreSQL's shared_buffers (PGlite's default 128MB). Starting PGlite sets up that much shared
   * memory inside WebAssembly, more than half of its start: tests, each on a small database of
   * its own, start in a third of the time with 16MB.
   */
  sharedBuffers?: string;
  /**
   * The size of a write-ahead log segment in MB, for a data folder made here (initdb; PostgreSQL's
   * default 16). A copy of a running database carries the whole segment it is writing, mostly
   * empty: the test templates, copied for every test app, are 15 MB smaller with 1.
   */
  walSegmentMb?: number;
}

/** PGlite in `dataDir/pglite`, or in memory when dataDir is null (tests), optionally from a dump. */
export function openPglite(dataDir: string | null, options: PgliteOptions = {}): PgliteHandle {
  const pgliteOptions = {
    ...(options.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
      : {}),
    ...(options.walSegmentMb ? { initDbStartParams: [`--wal-segsize=${options.walSegmentMb}`] } : {}),
  };
  let client: PGlite;
  if (dataDir) {
    const folder = join(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder, pgliteOptions);
  } else {
    client = new PGlite({
      ...pgliteOptions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    sql: pgliteExecutor(client),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    // Inside a transaction of its own: every other transaction waits, so none is half in the copy.
    backup: () => client.transaction(() => client.dumpDataDir('none')),
  };
}

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  postgres?: PostgresOptions;
}): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.postgres)
    : openPglite(options.dataDir);
}
