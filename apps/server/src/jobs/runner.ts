import type { FastifyBaseLogger } from 'fastify';
import { performance } from 'node:perf_hooks';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { SqlExecutor } from '../db/client';
import type { JobContext, JobDefinition } from './job';
import { JOB_TIME_ZONE } from './job';

/** How a request asks for a run; the web process only ever queues. */
export interface JobQueue {
  request<Payload extends z.ZodType>(job: JobDefinition<Payload>, payload: z.input<Payload>): Promise<void>;
}

export interface JobRunner extends JobQueue {
  /** Stops polling, lets running jobs finish (bounded), keeps the database open for its owner. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  sql: SqlExecutor;
  jobs: readonly JobDefinition[];
  /** False: queue only (a web-only instance); true: also work the queues and keep the schedules. */
  workers: boolean;
  context: Omit<JobContext, 'now'>;
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
  /** Told of every run this process works (the metrics count them). */
  observe?: (run: { job: string; outcome: 'completed' | 'failed'; seconds: number }) => void;
}

const STOP_TIMEOUT_MS = 20_000;

/**
 * Creating a queue creates its partition table: instances starting together on a new database
 * deadlock there, and PostgreSQL aborts one of them (40P01). Queue creation is idempotent, so the
 * loser tries again a moment later instead of failing its start.
 */
async function retryOnDeadlock(run: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * pg-boss on the app's own database. Its schema comes from our migrations (0007_job_runner), so it
 * never runs DDL at start and a pg-boss upgrade without its migration fails here, loudly.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { sql, jobs, workers, log } = options;
  const boss = new PgBoss({ db: sql, migrate: false, schedule: workers, supervise: workers });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  await boss.start();

  for (const job of jobs) {
    const queue = {
      name: job.name,
      policy: job.policy,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
    };
    await retryOnDeadlock(() => boss.createQueue(job.name, queue));
    if (workers) await retryOnDeadlock(() => boss.updateQueue(job.name, queue));
  }

  if (workers) {
    for (const job of jobs) await work(boss, job, options);
    const wanted = new Set(jobs.filter((job) => job.cron).map((job) => job.name));
    for (const { name } of await boss.getSchedules()) {
      if (!wanted.has(name)) await boss.unschedule(name);
    }
    for (const job of jobs) {
      if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: JOB_TIME_ZONE });
    }
    log.info({ jobs: jobs.map((job) => job.name) }, 'job runner started');
  }

  return {
    async request(job, payload) {
      await boss.send(job.name, job.payload.parse(payload) as object);
    },
    async stop() {
      await boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
}

async function work(boss: PgBoss, job: JobDefinition, options: JobRunnerOptions): Promise<void> {
  const { context, log, pollingIntervalSeconds = 2, observe } = options;
  await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds }, async (batch) => {
    for (const { id, data } of batch) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        await job.run({ ...context, now: () => new Date() }, job.payload.parse(data ?? {}));
      } catch (error) {
        // Rethrown: pg-boss records the failure and retries with backoff until retryLimit.
        log.error({ err: error, job: job.name, jobId: id }, 'job failed');
        observe?.({ job: job.name, outcome: 'failed', seconds: seconds() });
        throw error;
      }
      observe?.({ job: job.name, outcome: 'completed', seconds: seconds() });
    }
  });
}
