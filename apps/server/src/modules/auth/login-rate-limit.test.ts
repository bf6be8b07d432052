import { ERR, LOGIN_LIMITS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/auth/login',
    headers: t.csrfHeaders,
    payload: { email, password },
    remoteAddress,
  });

function expectRateLimited(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: 'rate_limited', messageKey: ERR.rateLimited });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowMinutes * 60);
}

describe('login rate limits (stored in the database)', () => {
  it(`blocks an account after ${LOGIN_LIMITS.perAccount} failures, even with the right password`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      // From different addresses: the account limit holds across them.
      expect((await login('agency@example.be', 'Wrong2026!', `10.1.0.${i + 1}`)).statusCode).toBe(401);
    }
    expectRateLimited(await login('agency@example.be', DEMO_PASSWORD, '10.1.0.99'));
    // Other accounts are not affected.
    expect((await login('notary@example.be', DEMO_PASSWORD, '10.1.0.99')).statusCode).toBe(200);
  });

  it('clears the failures of an account after a successful login', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i += 1) {
      expect((await login('private@example.be', 'Wrong2026!', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login('private@example.be', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i += 1) {
      expect((await login('private@example.be', 'Wrong2026!', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login('private@example.be', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it(`blocks an address after ${LOGIN_LIMITS.perAddress} failures over any accounts`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      expect((await login(`guess${i}@example.be`, 'Wrong2026!', '10.3.0.1')).statusCode).toBe(401);
    }
    expectRateLimited(await login('software@example.be', DEMO_PASSWORD, '10.3.0.1'));
    expect((await login('software@example.be', DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('counts failures only within the window', async () => {
    await t.db.update(loginAttempts).set({ attemptedAt: new Date(Date.now() - 16 * 60 * 1000) });
    expect((await login('agency@example.be', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });
});
