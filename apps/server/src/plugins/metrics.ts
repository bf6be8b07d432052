import { METRICS_PATH } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { PoolStats } from '../db/postgres-pool';
import { rowsOf } from '../db/sql';
import { bearerMatches } from './auth';
import { isDatabaseUnavailable } from './errors';

export interface AppMetrics {
  /** A job run this process worked (the job runner's `observe`). */
  jobRun(run: { job: string; outcome: 'completed' | 'failed'; seconds: number }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const QueueRow = z.object({ name: z.string(), state: z.string(), count: z.number() });
const OutboxRow = z.object({
  kind: z.enum(['mail', 'push']),
  backlog: z.number(),
  oldest_seconds: z.number().nullable(),
});
type OutboxRow = z.output<typeof OutboxRow>;

/**
 * Prometheus metrics on GET /metrics, for whoever holds METRICS_TOKEN (404 without the setting):
 * request durations by route and status, the database pool and its failures, the job queues and
 * runs, the mail and push outboxes, and Node's own figures. Per instance; queue and outbox figures are read from
 * the database at each scrape, so every instance reports the same ones.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      requests.observe(
        {
          method: request.method,
          // The pattern, never the path: ids and tokens in paths would make endless series.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    const databaseErrors = new Counter({
      name: 'db_unavailable_errors_total',
      help: 'Requests that failed because the database was unreachable, hung or timed out (answered 503).',
      registers: [registry],
    });
    app.addHook('onError', async (_request, _reply, error) => {
      if (isDatabaseUnavailable(error)) databaseErrors.inc();
    });

    // PostgreSQL only: PGlite has no pool, and a gauge never set would read 0.
    const poolStats = app.dbPoolStats;
    if (poolStats) {
      const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read(poolStats()));
          },
        });
      pool('db_pool_connections', 'Connections the pool holds (PostgreSQL).', (s) => s.total);
      pool('db_pool_idle_connections', 'Idle connections in the pool.', (s) => s.idle);
      pool('db_pool_waiting_requests', 'Queries waiting for a connection.', (s) => s.waiting);
      pool('db_pool_connection_errors_total', 'Idle connections lost.', (s) => s.errors);
      pool(
        'db_hangs_total',
        'Times the database did not answer the probe and the connections were cut.',
        (s) => s.hangs,
      );
    }

    const scrapeErrors = new Counter({
      name: 'metrics_scrape_database_errors_total',
      help: 'Scrapes whose database figures could not be read.',
      registers: [registry],
    });
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting or running, by job and state (created, retry, active).',
      labelNames: ['job', 'state'] as const,
      registers: [registry],
      async collect() {
        try {
          const rows = rowsOf(
            QueueRow,
            await app.db.execute(sql`
              select name, state::text as state, count(*)::int as count from pgboss.job
              where state in ('created', 'retry', 'active') group by name, state`),
          );
          this.reset();
          for (const row of rows) this.set({ job: row.name, state: row.state }, row.count);
        } catch {
          scrapeErrors.inc();
        }
      },
    });
    // The four outbox gauges come from one query per scrape (collect() runs for each gauge).
    let outbox: Promise<OutboxRow[]> | null = null;
    const readOutbox = () => {
      outbox ??= app.db
        .execute(
          sql`select 'mail' as kind, count(*)::int as backlog,
                     extract(epoch from now() - min(created_at))::float8 as oldest_seconds
              from mail_outbox where sent_at is null and failed_at is null
              union all
              select 'push', count(*)::int, extract(epoch from now() - min(created_at))::float8
              from push_outbox where sent_at is null and failed_at is null`,
        )
        .then((result) => rowsOf(OutboxRow, result));
      return outbox;
    };
    const outboxGauge = (
      kind: OutboxRow['kind'],
      name: string,
      help: string,
      read: (row: OutboxRow) => number,
    ) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          try {
            const row = (await readOutbox()).find((candidate) => candidate.kind === kind);
            this.set(row ? read(row) : 0);
          } catch {
            scrapeErrors.inc();
          }
        },
      });
    for (const [kind, what] of [
      ['mail', 'E-mails'],
      ['push', 'Push messages'],
    ] as const) {
      outboxGauge(kind, `${kind}_outbox_backlog`, `${what} not sent yet.`, (row) => row.backlog);
      outboxGauge(
        kind,
        `${kind}_outbox_oldest_unsent_seconds`,
        `Age of the oldest of the ${what.toLowerCase()} not sent yet (0 when none waits).`,
        (row) => row.oldest_seconds ?? 0,
      );
    }

    const jobRuns = new Counter({
      name: 'job_runs_total',
      help: 'Job runs this instance worked, by job and outcome (completed, failed).',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    });
    const jobSeconds = new Histogram({
      name: 'job_run_duration_seconds',
      help: 'How long job runs took, by job.',
      labelNames: ['job'] as const,
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
      registers: [registry],
    });
    const lastSuccess = new Gauge({
      name: 'job_last_success_timestamp_seconds',
      help: 'When a run of the job last completed on this instance (Unix time).',
      labelNames: ['job'] as const,
      registers: [registry],
    });
    app.decorate('metrics', {
      jobRun({ job, outcome, seconds }) {
        jobRuns.inc({ job, outcome });
        jobSeconds.observe({ job }, seconds);
        if (outcome === 'completed') lastSuccess.set({ job }, Date.now() / 1000);
      },
    });

    const token = app.config.metricsToken;
    app.get(
      METRICS_PATH,
      { config: { rateLimit: false, csrf: false }, logLevel: 'warn', schema: { hide: true } },
      async (request, reply) => {
        if (token === null) return reply.code(404).send();
        if (!bearerMatches(request.headers.authorization, token)) {
          return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send();
        }
        outbox = null;
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'metrics', dependencies: ['db'] },
);
