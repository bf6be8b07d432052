import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTGRES_TIMEOUTS, guardedPool } from './postgres-pool';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('opens sessions with their timeouts and without JIT compilation', async () => {
    const guarded = guardedPool(url!, 1, DEFAULT_POSTGRES_TIMEOUTS);
    try {
      const settings = await guarded.pool.query<{ jit: string; statement_timeout: string }>(
        "select current_setting('jit') as jit, current_setting('statement_timeout') as statement_timeout",
      );
      expect(settings.rows).toEqual([{ jit: 'off', statement_timeout: '30s' }]);
    } finally {
      await guarded.end();
    }
  });
});
