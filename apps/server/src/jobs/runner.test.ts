import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../test/app';
import { createTestApp, queryRows } from '../test/app';
import type { JobDefinition } from './job';
import { defineJob, JOB_TIME_ZONE } from './job';
import type { JobRunner } from './runner';
import { startJobRunner } from './runner';
import { eventually } from '../test/eventually';

interface Logged {
  msg: string;
  job?: string;
}

function recordingLog(logged: Logged[]) {
  const log = {
    level: 'info',
    info: () => undefined,
    warn: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    fatal: () => undefined,
    silent: () => undefined,
    error: (details: { job?: string }, msg: string) => logged.push({ msg, ...details }),
    child: () => log,
  };
  return log as unknown as TestApp['app']['log'];
}

describe('the job runner (pg-boss on the app database)', () => {
  let t: TestApp;
  let runner: JobRunner | undefined;
  const logged: Logged[] = [];
  const runs: { id: number; attempt: number }[] = [];
  const observed: { job: string; outcome: string; seconds: number }[] = [];

  const echoJob = defineJob({
    name: 'test-echo',
    payload: z.object({ id: z.number() }),
    policy: 'standard',
    retryLimit: 0,
    retryDelaySeconds: 1,
    async run(_context, { id }) {
      runs.push({ id, attempt: 1 });
    },
  });
  let failuresLeft = 2;
  const flakyJob = defineJob({
    name: 'test-flaky',
    payload: z.object({}),
    policy: 'standard',
    retryLimit: 3,
    retryDelaySeconds: 1,
    async run() {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('temporary failure');
      }
      runs.push({ id: -1, attempt: 3 });
    },
  });
  const weeklyJob = defineJob({
    name: 'test-weekly',
    payload: z.object({}),
    cron: '0 6 * * 0',
    policy: 'stately',
    retryLimit: 0,
    retryDelaySeconds: 1,
    async run() {},
  });
  const jobs: JobDefinition[] = [echoJob, flakyJob, weeklyJob];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await runner?.stop();
    await t.close();
  });

  const start = (workers: boolean) =>
    startJobRunner({
      sql: t.database.sql,
      jobs,
      workers,
      context: { db: t.db, log: t.app.log, config: t.config, mailTransport: null },
      log: recordingLog(logged),
      pollingIntervalSeconds: 0.5,
      observe: (run) => observed.push(run),
    });

  it('a web-only runner queues but runs nothing', async () => {
    const webOnly = await start(false);
    await webOnly.request(echoJob, { id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toEqual([]);
    await webOnly.stop();
  });

  it('a worker runs what was queued, also by another instance', async () => {
    runner = await start(true);
    await runner.request(echoJob, { id: 2 });
    await eventually(async () => runs.length === 2);
    expect(runs.map((run) => run.id).sort()).toEqual([1, 2]);
  });

  it('refuses a payload that does not match the job', async () => {
    await expect(runner!.request(echoJob, { id: 'x' } as never)).rejects.toThrow();
  });

  it('retries a job that throws, with backoff, and logs each failure', async () => {
    await runner!.request(flakyJob, {});
    await eventually(async () => runs.some((run) => run.id === -1), 30_000);
    expect(logged.filter((entry) => entry.job === 'test-flaky')).toEqual([
      { msg: 'job failed', job: 'test-flaky', err: expect.any(Error), jobId: expect.any(String) },
      { msg: 'job failed', job: 'test-flaky', err: expect.any(Error), jobId: expect.any(String) },
    ]);
    // What the metrics count: two failures, then the run that worked.
    expect(observed.filter((run) => run.job === 'test-flaky').map((run) => run.outcome)).toEqual([
      'failed',
      'failed',
      'completed',
    ]);
    expect(observed.every((run) => run.seconds >= 0)).toBe(true);
  }, 40_000);

  it('keeps one schedule per scheduled job, in Brussels time', async () => {
    const schedules = await queryRows(
      t.db,
      z.object({ name: z.string(), cron: z.string(), timezone: z.string() }),
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual([{ name: 'test-weekly', cron: '0 6 * * 0', timezone: JOB_TIME_ZONE }]);
  });
});
