import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_TTL_DAYS,
  ERR,
  LOGIN_LIMITS,
  SECURE_DEVICE_COOKIE,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { loginKeys } from './login-keys';

/**
 * OWASP's device cookies (decision 052): an attack on one account from many addresses locks out
 * unknown devices only; the owner's browser, which signed in before, keeps signing in. The load
 * balancer (10.0.0.1) is trusted, so every attempt counts the address it forwards.
 */
const LOAD_BALANCER = '10.0.0.1';
const OWNER = 'agency@example.be';
const OTHER = 'private@example.be';
const WRONG = 'Wrong2026!';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: [LOAD_BALANCER] } });
});
afterAll(() => t.close());

const keys = () => loginKeys(t.config.loginSecret);
const DAY_MS = 24 * 60 * 60 * 1000;

const login = (
  email: string,
  password: string,
  from: { address: string; device?: string | undefined; https?: boolean },
) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/auth/login',
    headers: {
      ...t.csrfHeaders,
      'x-forwarded-for': from.address,
      ...(from.https ? { 'x-forwarded-proto': 'https' } : {}),
      ...(from.device
        ? { cookie: `${from.https ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE}=${from.device}` }
        : {}),
    },
    payload: { email, password },
    remoteAddress: LOAD_BALANCER,
  });
type Answer = Awaited<ReturnType<typeof login>>;

const deviceOf = (response: Answer): string => {
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return cookie!.value;
};

function expectLockedOut(response: Answer) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: 'rate_limited', messageKey: ERR.rateLimited });
}

/** The attack's i-th forged address: 1,000 different ones. */
const forged = (i: number) => `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('an attack from 1,000 forged addresses on one account', () => {
  let ownerDevice = '';
  let ownerId = 0;

  // About 100 password checks (argon2) and 900 quick refusals: 8-20 s on a 2-core machine.
  it(
    'locks out unknown devices only: the owner, with a device cookie, keeps signing in',
    { timeout: 60_000 },
    async () => {
      const first = await login(OWNER, DEMO_PASSWORD, { address: '203.0.113.10' });
      ownerDevice = deviceOf(first);
      ownerId = z.object({ data: z.object({ id: z.number() }) }).parse(first.json()).data.id;

      const statuses: number[] = [];
      const ownerDuring: number[] = [];
      for (let chunk = 0; chunk < 20; chunk += 1) {
        const attack = Array.from({ length: 50 }, (_, i) =>
          login(OWNER, WRONG, { address: forged(chunk * 50 + i) }),
        );
        // The owner signs in from home in the middle of every fifth burst.
        const owner =
          chunk % 5 === 2
            ? [login(OWNER, DEMO_PASSWORD, { address: '203.0.113.10', device: ownerDevice })]
            : [];
        const answers = await Promise.all([...attack, ...owner]);
        statuses.push(...answers.slice(0, 50).map((answer) => answer.statusCode));
        for (const answer of answers.slice(50)) {
          ownerDuring.push(answer.statusCode);
          ownerDevice = deviceOf(answer);
        }
      }

      expect(ownerDuring).toEqual([200, 200, 200, 200]);
      // Each burst's attempts count each other: no more than the account's ceiling got a password check.
      const failed = statuses.filter((status) => status === 401).length;
      expect(failed).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
      expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - failed);
      // An unknown device with the right password is locked out, with the same answer as any other.
      expectLockedOut(await login(OWNER, DEMO_PASSWORD, { address: '203.0.113.77' }));
      // Right after the attack the owner still signs in.
      ownerDevice = deviceOf(
        await login(OWNER, DEMO_PASSWORD, { address: '203.0.113.11', device: ownerDevice }),
      );
    },
  );

  it('counts each forged address once (the trusted load balancer forwards it), and no e-mail address', async () => {
    const rows = await queryRows(
      t.db,
      z.object({ ips: z.number(), hashes: z.number() }),
      sql`select count(distinct ip)::int as ips, count(distinct email_hash)::int as hashes from login_attempts
          where ip like '198.51.%'`,
    );
    expect(rows[0]!.hashes).toBe(1);
    expect(rows[0]!.ips).toBeGreaterThan(LOGIN_LIMITS.perAccount / 2);
    const stored = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from login_attempts where email_hash = ${keys().emailHash(OWNER)}`,
    );
    expect(stored[0]!.n).toBeGreaterThan(0);
    const text = await queryRows(
      t.db,
      z.object({ row: z.string() }),
      sql`select l::text as row from login_attempts l`,
    );
    expect(text.some(({ row }) => row.includes('@'))).toBe(false);
  });

  it('ignores a forged X-Forwarded-For from a peer that is not the load balancer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/auth/login',
      headers: { ...t.csrfHeaders, 'x-forwarded-for': '198.51.200.1' },
      payload: { email: 'nobody@example.be', password: WRONG },
      remoteAddress: '192.0.2.50',
    });
    expect(response.statusCode).toBe(401);
    const rows = await queryRows(
      t.db,
      z.object({ ip: z.string() }),
      sql`select ip from login_attempts where email_hash = ${keys().emailHash('nobody@example.be')}`,
    );
    expect(rows).toEqual([{ ip: '192.0.2.50' }]);
  });

  it('ignores a forged, tampered, expired or another account’s device cookie', async () => {
    const home = { address: '203.0.113.12' };
    const [userId, nonce, expires, signature] = ownerDevice.split('.') as [string, string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    const other = deviceOf(await login(OTHER, DEMO_PASSWORD, { address: '203.0.113.20' }));
    const now = Date.now();
    const refused = [
      `${userId}.${nonce}.${expires}.${flipped}`,
      `${userId}.${nonce}.${Number(expires) + 1}.${signature}`,
      `${Number(userId) + 1}.${nonce}.${expires}.${signature}`,
      loginKeys('another-secret-of-at-least-32-characters').devices.issue(ownerId, new Date(now)),
      keys().devices.issue(ownerId, new Date(now - (DEVICE_COOKIE_TTL_DAYS + 1) * DAY_MS)),
      other,
      'not a cookie',
    ];
    const answers = await Promise.all(
      refused.map((device) => login(OWNER, DEMO_PASSWORD, { ...home, device })),
    );
    for (const answer of answers) expectLockedOut(answer);
    // The same cookie, freshly signed with the server's key, is accepted: the refusals were the cookies'.
    deviceOf(
      await login(OWNER, DEMO_PASSWORD, {
        ...home,
        device: keys().devices.issue(ownerId, new Date(now - DAY_MS)),
      }),
    );
    expect(
      keys().devices.verify(ownerDevice, new Date(now + (DEVICE_COOKIE_TTL_DAYS + 1) * DAY_MS)),
    ).toBeNull();
    expect(keys().devices.verify(ownerDevice, new Date(now))).toEqual({
      userId: ownerId,
      nonce: expect.any(String),
    });
  });

  it(`limits the owner's device cookie by its own failures (${LOGIN_LIMITS.perDevice})`, async () => {
    const home = { address: '203.0.113.13', device: ownerDevice };
    const failures = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perDevice }, () => login(OWNER, WRONG, home)),
    );
    expect(failures.map((answer) => answer.statusCode)).toEqual(Array(LOGIN_LIMITS.perDevice).fill(401));
    // The cookie is locked out now, the right password too; another of the owner's cookies is not.
    expectLockedOut(await login(OWNER, DEMO_PASSWORD, home));
    const other = keys().devices.issue(ownerId, new Date());
    deviceOf(await login(OWNER, DEMO_PASSWORD, { ...home, device: other }));
  });
});

describe('the cookies over https (behind the trusted load balancer)', () => {
  const https = { address: '203.0.113.30', https: true };

  it('are __Host- prefixed: Secure, Path=/, no Domain', async () => {
    const response = await login(OTHER, DEMO_PASSWORD, https);
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().map(String);
    for (const name of [SECURE_SESSION_COOKIE, SECURE_DEVICE_COOKIE]) {
      const header = setCookie.find((value) => value.startsWith(`${name}=`));
      expect(header).toMatch(/; Path=\/(;|$)/);
      expect(header).toMatch(/; HttpOnly(;|$)/);
      expect(header).toMatch(/; Secure(;|$)/);
      expect(header).toMatch(/; SameSite=Lax(;|$)/);
      expect(header).not.toMatch(/Domain=/i);
    }
    expect(setCookie.some((value) => value.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('reads only the cookie of the request’s scheme: a plain sid over https is ignored', async () => {
    const token = (await login(OTHER, DEMO_PASSWORD, https)).cookies.find(
      (c) => c.name === SECURE_SESSION_COOKIE,
    )!.value;
    const me = (cookie: string, viaHttps: boolean) =>
      t.app.inject({
        url: '/nl/api/core/my-profile/user',
        headers: { cookie, ...(viaHttps ? { 'x-forwarded-proto': 'https' } : {}) },
        remoteAddress: LOAD_BALANCER,
      });
    expect((await me(`${SECURE_SESSION_COOKIE}=${token}`, true)).statusCode).toBe(200);
    expect((await me(`${SESSION_COOKIE}=${token}`, true)).statusCode).toBe(401);
    expect((await me(`${SECURE_SESSION_COOKIE}=${token}`, false)).statusCode).toBe(401);
  });
});
