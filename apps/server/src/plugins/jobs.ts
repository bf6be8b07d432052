import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JOBS } from '../jobs';
import type { JobQueue } from '../jobs/runner';
import { startJobRunner } from '../jobs/runner';
import type { MailTransport } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  mailTransport: MailTransport | null;
}

/**
 * The job runner in the web process: it always queues; with WORKERS=true (the default) it also works
 * the queues and keeps the schedules. Stopped before the database closes.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app: FastifyInstance, { mailTransport }) => {
    const runner = await startJobRunner({
      sql: app.dbSql,
      jobs: JOBS,
      workers: app.config.workers,
      context: { db: app.db, log: app.log, config: app.config, mailTransport },
      log: app.log,
      observe: (run) => app.metrics.jobRun(run),
    });
    app.addHook('onClose', () => runner.stop());
    app.decorate('jobs', runner);
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
