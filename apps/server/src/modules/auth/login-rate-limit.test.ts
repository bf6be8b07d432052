import { ERR, LOGIN_LIMITS, pairDelaySeconds } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { loginKeys } from './login-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const emailHash = (email: string) => loginKeys(t.config.loginSecret).emailHash(email);

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

describe('login rate limits (stored in the database, decision 027)', () => {
  it(`slows one address on one account after ${LOGIN_LIMITS.perPair} failures, and only that address`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perPair; i += 1) {
      expect((await login('agency@example.be', 'Wrong2026!', '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await login('agency@example.be', DEMO_PASSWORD, '10.1.0.1');
    expectRateLimited(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_LIMITS.firstDelaySeconds);
    // The owner, from elsewhere, is not locked out by someone guessing.
    expect((await login('agency@example.be', DEMO_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to the window', async () => {
    expect(pairDelaySeconds(LOGIN_LIMITS.perPair - 1)).toBe(0);
    expect(pairDelaySeconds(LOGIN_LIMITS.perPair)).toBe(LOGIN_LIMITS.firstDelaySeconds);
    expect(pairDelaySeconds(LOGIN_LIMITS.perPair + 1)).toBe(2 * LOGIN_LIMITS.firstDelaySeconds);
    expect(pairDelaySeconds(LOGIN_LIMITS.perPair + 10)).toBe(LOGIN_LIMITS.windowMinutes * 60);
    // Past the first wait one more guess is allowed; after it the wait is twice as long.
    await t.db
      .update(loginAttempts)
      .set({ attemptedAt: new Date(Date.now() - (LOGIN_LIMITS.firstDelaySeconds + 1) * 1000) })
      .where(eq(loginAttempts.ip, '10.1.0.1'));
    expect((await login('agency@example.be', 'Wrong2026!', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login('agency@example.be', 'Wrong2026!', '10.1.0.1');
    expectRateLimited(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(LOGIN_LIMITS.firstDelaySeconds);
  });

  it("clears an address's failures on the account after it logs in", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perPair - 1; i += 1) {
      expect((await login('private@example.be', 'Wrong2026!', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login('private@example.be', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perPair - 1; i += 1) {
      expect((await login('private@example.be', 'Wrong2026!', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login('private@example.be', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('does not slow an address below the limit because a parallel failure was stamped a moment later', async () => {
    // Parallel attempts read their clocks apart: another's failure can carry a later time than this
    // attempt's own. Below the limit that is no wait (it answered 429 on PostgreSQL bursts).
    await t.db.insert(loginAttempts).values({
      emailHash: emailHash('private@example.be'),
      ip: '10.5.0.1',
      attemptedAt: new Date(Date.now() + 5_000),
    });
    expect((await login('private@example.be', DEMO_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
  });

  it(`blocks an account after ${LOGIN_LIMITS.perAccount} failures over any addresses`, async () => {
    await t.db.insert(loginAttempts).values(
      Array.from({ length: LOGIN_LIMITS.perAccount }, (_, i) => ({
        emailHash: emailHash('notary@example.be'),
        ip: `10.4.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        attemptedAt: new Date(Date.now() - 60_000),
      })),
    );
    expectRateLimited(await login('notary@example.be', DEMO_PASSWORD, '10.4.9.9'));
    expect((await login('software@example.be', DEMO_PASSWORD, '10.4.9.9')).statusCode).toBe(200);
  });

  it(`blocks an address after ${LOGIN_LIMITS.perAddress} failures over any accounts, not an office's few`, async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`colleague${i}@example.be`, 'Wrong2026!', '10.3.0.1')).statusCode).toBe(401);
    }
    // Twenty failures behind one address (an office) lock nobody out.
    expect((await login('software@example.be', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    await t.db.insert(loginAttempts).values(
      Array.from({ length: LOGIN_LIMITS.perAddress }, (_, i) => ({
        emailHash: emailHash(`guess${i}@example.be`),
        ip: '10.3.0.1',
        attemptedAt: new Date(Date.now() - 60_000),
      })),
    );
    expectRateLimited(await login('software@example.be', DEMO_PASSWORD, '10.3.0.1'));
    expect((await login('software@example.be', DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('counts failures only within the window', async () => {
    await t.db.update(loginAttempts).set({ attemptedAt: new Date(Date.now() - 16 * 60 * 1000) });
    expect((await login('software@example.be', DEMO_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    expect((await login('notary@example.be', DEMO_PASSWORD, '10.4.9.9')).statusCode).toBe(200);
  });
});
