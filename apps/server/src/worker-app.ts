import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { MailTransport } from './mail/mailer';
import { mailTransportOf } from './mail/mailer';
import { dbPlugin } from './plugins/db';
import { healthPlugin } from './plugins/health';
import { jobsPlugin } from './plugins/jobs';
import { metricsPlugin } from './plugins/metrics';

export interface WorkerDeps {
  /** An opened, migrated database owned by the caller (tests); otherwise one is opened from config. */
  database?: DatabaseHandle;
  mailTransport?: MailTransport | null;
}

/**
 * The worker process (`worker.js`, for web instances started with WORKERS=false): the job runner
 * working every queue and keeping the schedules, and on PORT only what an operator probes:
 * GET /healthz, /readyz and /metrics. The job runs are counted where they are worked, so without
 * the worker's /metrics no instance would report them. It migrates the database but never seeds it.
 */
export async function createWorkerApp(config: Config, deps: WorkerDeps = {}): Promise<FastifyInstance> {
  const workerConfig: Config = { ...config, workers: true, seedDemo: false };
  const app = Fastify({ logger: { level: config.logLevel, name: 'worker' } });
  app.decorate('config', workerConfig);
  try {
    await app.register(dbPlugin, {
      config: workerConfig,
      ...(deps.database ? { handle: deps.database } : {}),
    });
    await app.register(metricsPlugin);
    await app.register(jobsPlugin, { mailTransport: mailTransportOf(config, deps.mailTransport) });
    await app.register(healthPlugin);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
