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
});
