import { HEALTH_PATHS, METRICS_PATH } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { retentionJob } from './jobs/retention.job';
import { copyOfTemplate, testConfig } from './test/app';
import { createWorkerApp } from './worker-app';
import { eventually } from './test/eventually';

const TOKEN = 'worker-metrics-token-0123456789abcdefghij';

describe('the worker process', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await copyOfTemplate(false);
    app = await createWorkerApp(testConfig({ metricsToken: TOKEN }), { database, mailTransport: null });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const scrape = async () => {
    const response = await app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('works the queues and reports its runs on /metrics, with the token only', async () => {
    expect((await app.inject({ url: METRICS_PATH })).statusCode).toBe(401);
    // testConfig says WORKERS=false, as a web instance beside a worker would: the worker works anyway.
    await app.jobs.request(retentionJob, {});
    await eventually(async () =>
      (await scrape()).includes('job_runs_total{job="retention",outcome="completed"} 1'),
    );
    expect(await scrape()).toMatch(/job_last_success_timestamp_seconds\{job="retention"\} \d{10}/);
  });

  it('answers the probes, and nothing of the API', async () => {
    expect((await app.inject({ url: HEALTH_PATHS.live })).statusCode).toBe(200);
    const ready = await app.inject({ url: HEALTH_PATHS.ready });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { jobs: true, migrations: true } });
    expect((await app.inject({ url: '/nl/api/core/types' })).statusCode).toBe(404);
  });

  it('is not ready once it stops', async () => {
    app.lifecycle.stopping();
    expect((await app.inject({ url: HEALTH_PATHS.ready })).statusCode).toBe(503);
  });
});
