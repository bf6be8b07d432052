import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test/app';
import { createTestApp, queryRows } from './test/app';

/**
 * Only the configured proxies may name the client's address (X-Forwarded-For): a client that forges
 * the header gets no fresh address per request, so the login limits still count it (issues 13, 44).
 * A hop count goes only with a loopback or private listen address (config.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { trustProxy: ['10.0.0.1'] } });
});
afterAll(() => t.close());

const failedLogin = (remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/auth/login',
    headers: { ...t.csrfHeaders, 'x-forwarded-for': forwardedFor },
    payload: { email: 'someone@example.be', password: 'Wrong2026!' },
    remoteAddress,
  });
const recordedAddresses = async () =>
  (await queryRows(t.db, z.object({ ip: z.string() }), sql`select ip from login_attempts order by id`)).map(
    (row) => row.ip,
  );

describe('trusted proxies', () => {
  it('ignores a forged X-Forwarded-For from an untrusted peer, and reads it from the load balancer', async () => {
    for (let i = 1; i <= 3; i += 1) await failedLogin('192.0.2.50', `198.51.100.${i}`);
    await failedLogin('10.0.0.1', '203.0.113.9');
    expect(await recordedAddresses()).toEqual(['192.0.2.50', '192.0.2.50', '192.0.2.50', '203.0.113.9']);
  });
});
