import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSTGRES_TIMEOUTS, guardedPool } from './postgres-pool';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('opens sessions with their timeouts, without JIT compilation and without parallel workers', async () => {
    const guarded = guardedPool(url!, 1, DEFAULT_POSTGRES_TIMEOUTS);
    try {
      const settings = await guarded.pool.query<{ jit: string; statement_timeout: string; workers: string }>(
        `select current_setting('jit') as jit, current_setting('statement_timeout') as statement_timeout,
                current_setting('max_parallel_workers_per_gather') as workers`,
      );
      expect(settings.rows).toEqual([{ jit: 'off', statement_timeout: '30s', workers: '0' }]);
    } finally {
      await guarded.end();
    }
  });

  it('keeps its connections while they are idle, so a rise in load finds them open', async () => {
    const guarded = guardedPool(url!, 3, DEFAULT_POSTGRES_TIMEOUTS);
    try {
      const clients = await Promise.all([1, 2, 3].map(() => guarded.pool.connect()));
      // pg's idle timeout is a timer set on release: ten idle minutes pass at once.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      for (const client of clients) client.release();
      expect(guarded.stats()).toMatchObject({ total: 3, idle: 3 });
      vi.advanceTimersByTime(10 * 60_000);
      expect(guarded.stats()).toMatchObject({ total: 3, idle: 3 });
    } finally {
      vi.useRealTimers();
      await guarded.end();
    }
  });

  it('opens all its connections when filled, and lends them out without connecting', async () => {
    const guarded = guardedPool(url!, 4, DEFAULT_POSTGRES_TIMEOUTS);
    try {
      await guarded.fill();
      expect(guarded.stats()).toMatchObject({ total: 4, idle: 4 });
      let connects = 0;
      guarded.pool.on('connect', () => (connects += 1));
      await Promise.all([1, 2, 3, 4].map(() => guarded.pool.query('select 1')));
      expect(connects).toBe(0);
    } finally {
      await guarded.end();
    }
  });

  it('returns the connections it opened when PostgreSQL refuses some of them', async () => {
    const role = `pool_limited_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create role ${role} login connection limit 2`);
    const limited = new URL(url!);
    limited.username = role;
    const guarded = guardedPool(limited.toString(), 4, DEFAULT_POSTGRES_TIMEOUTS);
    try {
      await expect(guarded.fill()).rejects.toThrow(/too many connections/);
      // The two it got are back in the pool, not held by the failed fill.
      expect(guarded.stats()).toMatchObject({ total: 2, idle: 2 });
    } finally {
      await guarded.end();
      await admin.query(`drop role ${role}`);
      await admin.end();
    }
  });
});

describe('filling a pool whose server cannot be reached', () => {
  it('rejects with the connection error and keeps no connection checked out', async () => {
    // Port 1: nothing listens there, so every connection is refused at once.
    const guarded = guardedPool('postgres://postgres@127.0.0.1:1/none', 3, DEFAULT_POSTGRES_TIMEOUTS);
    try {
      await expect(guarded.fill()).rejects.toThrow(/ECONNREFUSED/);
      expect(guarded.stats()).toMatchObject({ total: 0, waiting: 0 });
    } finally {
      await guarded.end();
    }
  });
});
