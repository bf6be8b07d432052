import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readiness } from '@app/contract';
import { HEALTH_PATHS } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CountRow, rowsOf } from '../db/sql';
import { MIGRATIONS_DIR } from '../paths';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The process's lifecycle: stopping() makes /readyz answer 503 and every answer carry
     * `Connection: close` (SIGTERM, before closing).
     */
    lifecycle: { stopping(): void; readonly accepting: boolean };
  }
}

/** The probe gives the database this long: a hung database must not hang the probe. */
const DATABASE_PROBE_MS = 1_500;

const Journal = z.object({ entries: z.array(z.unknown()) });

/** How many migrations this build holds (drizzle's journal). */
const buildMigrations = (): number =>
  Journal.parse(JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'))).entries
    .length;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('probe timed out')), ms).unref()),
  ]);

/**
 * GET /healthz (the process answers) and GET /readyz (it may get traffic: not stopping, database
 * reachable, every migration applied, job runner started). Outside the rate limit and the API prefix.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    const expected = buildMigrations();
    let accepting = true;
    app.decorate('lifecycle', {
      stopping() {
        accepting = false;
      },
      get accepting() {
        return accepting;
      },
    });

    // From SIGTERM on, every answer closes its connection: a keep-alive client opens a new one for its
    // next request (the load balancer sends it elsewhere), so when the drain ends no client is about to
    // reuse a socket the server closes, and none of its requests is cut (ECONNRESET, socket hang up).
    app.addHook('onSend', async (request, reply) => {
      if (!accepting && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    });

    // Not in the API's OpenAPI document: they are the process's, under no language.
    const probes = {
      config: { rateLimit: false, csrf: false },
      logLevel: 'warn' as const,
      schema: { hide: true },
    };
    app.get(HEALTH_PATHS.live, probes, async () => ({ status: 'ok' as const }));

    app.get(HEALTH_PATHS.ready, probes, async (_request, reply) => {
      let database = false;
      let migrations = false;
      try {
        const [row] = rowsOf(
          CountRow,
          await within(
            app.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
            DATABASE_PROBE_MS,
          ),
        );
        database = true;
        migrations = (row?.n ?? 0) >= expected;
      } catch {
        // Unreachable, hung or unmigrated: not ready, and the checks say which.
      }
      const checks = { accepting, database, migrations, jobs: app.jobs !== undefined };
      const ready = Object.values(checks).every(Boolean);
      const body: Readiness = { status: ready ? 'ready' : 'unavailable', checks };
      return reply.code(ready ? 200 : 503).send(body);
    });
  },
  { name: 'health', dependencies: ['db', 'jobs'] },
);
