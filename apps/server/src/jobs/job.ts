import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { MailTransport } from '../mail/mailer';

/** Scheduled work happens in Belgian time: "every Sunday" is a Brussels Sunday. */
export const JOB_TIME_ZONE = 'Europe/Brussels';

/** What a job's run may use. */
export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
  config: Config;
  /** Null without SMTP_URL: mail then stays in the outbox (the development mailbox). */
  mailTransport: MailTransport | null;
  /** The run's clock: the runner passes the real one, tests a fixed one. */
  now(): Date;
}

/**
 * One kind of job. A run must be idempotent: pg-boss may run it again after a crash or a retry, and
 * the same scheduled run may be requested by several instances.
 */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  /** The pg-boss queue name. */
  name: string;
  payload: Payload;
  /** A cron expression in Europe/Brussels time; the runner schedules it once across instances. */
  cron?: string;
  /** 'stately': at most one run waiting and one running; a request while one waits is absorbed. */
  policy: 'standard' | 'stately';
  /** A run that throws is logged and retried this many times, with exponential backoff. */
  retryLimit: number;
  retryDelaySeconds: number;
  run(context: JobContext, payload: z.output<Payload>): Promise<void>;
}

export const defineJob = <Payload extends z.ZodType>(job: JobDefinition<Payload>): JobDefinition<Payload> =>
  job;
