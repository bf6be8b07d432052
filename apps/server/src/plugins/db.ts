import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle, SqlExecutor } from '../db/client';
import { openDatabase } from '../db/client';
import type { PoolStats } from '../db/postgres-pool';
import { seedDemo } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The same database as raw SQL, for the job runner. */
    dbSql: SqlExecutor;
    /** PostgreSQL's pool figures for the metrics; null on PGlite. */
    dbPoolStats: (() => PoolStats) | null;
    /** The embedded database's consistent copy (SIGUSR2, `npm run db:backup`); null on PostgreSQL. */
    dbBackup: (() => Promise<Blob>) | null;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An opened, migrated database owned by the caller (tests); otherwise one is opened from config. */
  handle?: DatabaseHandle;
  /**
   * Opens every pooled connection before the app is ready (a web instance): the first requests after a
   * start would otherwise wait for new PostgreSQL sessions, 13–22 ms each (decision 048).
   */
  fillPool?: boolean;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app: FastifyInstance, { config, handle, fillPool }) => {
    if (handle) {
      app.decorate('db', handle.db);
      app.decorate('dbSql', handle.sql);
      app.decorate('dbPoolStats', handle.poolStats ?? null);
      app.decorate('dbBackup', handle.backup ?? null);
      return;
    }
    const opened = openDatabase(config);
    try {
      await opened.migrate();
      app.log.info({ driver: opened.driver }, 'database migrated');
      if (config.seedDemo) {
        const { seeded } = await seedDemo(opened.db);
        if (seeded) app.log.info('demo data seeded (users table was empty)');
      }
    } catch (error) {
      await opened.close().catch(() => undefined);
      throw error;
    }
    if (fillPool && opened.fillPool) {
      // Not a reason to stay down: the pool opens what it lacks when requests need it, as it always could.
      await opened.fillPool().catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not open every database connection; they open when needed');
      });
    }
    app.addHook('onClose', async () => {
      await opened.close();
    });
    app.decorate('db', opened.db);
    app.decorate('dbSql', opened.sql);
    app.decorate('dbPoolStats', opened.poolStats ?? null);
    app.decorate('dbBackup', opened.backup ?? null);
  },
  { name: 'db' },
);
