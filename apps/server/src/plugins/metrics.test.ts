import { METRICS_PATH } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { retentionJob } from '../jobs/retention.job';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';

const TOKEN = 'metrics-test-token-0123456789abcdefghijkl';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers only with the token', async () => {
    expect((await t.app.inject({ url: METRICS_PATH })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: METRICS_PATH, headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer realm="metrics"');
  });

  it('times requests by route pattern and status, never by path', async () => {
    const cookie = await t.login('agency@example.be');
    expect(
      (await t.app.inject({ url: '/nl/api/core/my-properties/123456', headers: { cookie } })).statusCode,
    ).toBe(404);
    const body = await scrape();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/:lang\/api\/core\/my-properties\/:id",status_code="404"\} 1/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="[^"]*auth\/login",status_code="200"\}/,
    );
    expect(body).not.toContain('123456');
  });

  it('reports the mail outbox backlog and the age of its oldest mail', async () => {
    await t.db.insert(mailOutbox).values({
      to: 'someone@example.be',
      subject: 'waiting',
      text: 'text',
      html: '<p>text</p>',
      createdAt: new Date(Date.now() - 600_000),
    });
    const body = await scrape();
    const backlog = Number(/^mail_outbox_backlog (\d+)$/m.exec(body)?.[1]);
    const oldest = Number(/^mail_outbox_oldest_unsent_seconds ([\d.]+)$/m.exec(body)?.[1]);
    expect(backlog).toBeGreaterThanOrEqual(1);
    expect(oldest).toBeGreaterThanOrEqual(600);
  });

  it('reports the push outbox apart from the mail outbox', async () => {
    const before = await scrape();
    expect(before).toMatch(/^push_outbox_backlog 0$/m);
    expect(before).toMatch(/^push_outbox_oldest_unsent_seconds 0$/m);
    const mailBacklog = /^mail_outbox_backlog (\d+)$/m.exec(before)?.[1];
    await t.db.execute(sql`
      with device as (
        insert into app_devices (user_id, client_id, client_name, device)
        select id, 'metrics', 'Metrics', 'phone' from users where email = 'agency@example.be'
        returning id, user_id)
      insert into push_outbox (user_id, device_id, title, body, data, created_at)
      select user_id, id, 'waiting', 'x', '{}', now() - interval '20 minutes' from device`);
    const body = await scrape();
    expect(body).toMatch(/^push_outbox_backlog 1$/m);
    expect(Number(/^push_outbox_oldest_unsent_seconds ([\d.]+)$/m.exec(body)?.[1])).toBeGreaterThanOrEqual(
      1200,
    );
    expect(/^mail_outbox_backlog (\d+)$/m.exec(body)?.[1]).toBe(mailBacklog);
  });

  it('reports the job queues and the runs of this instance', async () => {
    await t.app.jobs.request(retentionJob, {});
    t.app.metrics.jobRun({ job: 'send-mail', outcome: 'failed', seconds: 0.2 });
    t.app.metrics.jobRun({ job: 'send-mail', outcome: 'completed', seconds: 0.1 });
    const body = await scrape();
    expect(body).toMatch(/job_queue_depth\{job="retention",state="created"\} [1-9]/);
    expect(body).toContain('job_runs_total{job="send-mail",outcome="failed"} 1');
    expect(body).toContain('job_runs_total{job="send-mail",outcome="completed"} 1');
    expect(body).toMatch(/job_last_success_timestamp_seconds\{job="send-mail"\} \d{10}/);
    expect(body).toContain('process_resident_memory_bytes');
    expect(body).toContain('metrics_scrape_database_errors_total 0');
    // The pool's figures exist on PostgreSQL (CI's second server run); PGlite has no pool.
    if (t.database.driver === 'pg') expect(body).toMatch(/^db_pool_connections [1-9]/m);
    else expect(body).not.toMatch(/^db_pool_connections \d/m);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ seed: false });
    try {
      expect((await t.app.inject({ url: METRICS_PATH })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
