import { HEALTH_PATHS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  // Two requests a minute: the probes must not count against the limit.
  t = await createTestApp({ seed: false, config: { rateLimitPerMinute: 2 } });
});
afterAll(() => t.close());

const probe = (path: string) => t.app.inject({ url: path });

describe('health and readiness', () => {
  it('answers /healthz and /readyz, without a session, outside the rate limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await probe(HEALTH_PATHS.live)).json()).toEqual({ status: 'ok' });
      const ready = await probe(HEALTH_PATHS.ready);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { accepting: true, database: true, migrations: true, jobs: true },
      });
    }
  });

  it('is not ready while a migration of this build is missing', async () => {
    await t.db.execute(sql`create temporary table kept as
      select * from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const ready = await probe(HEALTH_PATHS.ready);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { migrations: false, database: true },
    });
    await t.db.execute(sql`insert into drizzle.__drizzle_migrations select * from kept`);
    expect((await probe(HEALTH_PATHS.ready)).statusCode).toBe(200);
  });

  it('stops being ready once the process is stopping, while still alive', async () => {
    expect((await probe(HEALTH_PATHS.live)).headers.connection).not.toBe('close');
    t.app.lifecycle.stopping();
    const ready = await probe(HEALTH_PATHS.ready);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { accepting: false } });
    // Every answer of the drain closes its connection, an unknown URL's too.
    expect(ready.headers.connection).toBe('close');
    const live = await probe(HEALTH_PATHS.live);
    expect([live.statusCode, live.headers.connection]).toEqual([200, 'close']);
    expect((await probe('/nl/api/core/no-such-thing')).headers.connection).toBe('close');
  });
});
