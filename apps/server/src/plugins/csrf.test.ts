import { CSRF_HEADER, CSRF_HEADER_VALUE, ERR, SECURE_SESSION_COOKIE } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CSRF_BODY = { error: 'csrf', messageKey: ERR.csrf };
const loginWith = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/auth/login',
    headers: { host: 'portal.example.be', ...headers },
    payload: { email: 'agency@example.be', password: DEMO_PASSWORD },
  });

describe('CSRF protection', () => {
  it('refuses a POST without the header', async () => {
    const response = await loginWith({});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_BODY);
  });

  it('refuses a wrong header value', async () => {
    expect((await loginWith({ [CSRF_HEADER]: 'XMLHttpRequest' })).statusCode).toBe(403);
  });

  it('refuses a foreign or malformed Origin, even with the header', async () => {
    for (const origin of ['https://evil.example', 'http://portal.example.be.evil.example', 'null']) {
      const response = await loginWith({ [CSRF_HEADER]: CSRF_HEADER_VALUE, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual(CSRF_BODY);
    }
    // Same host, other scheme: another origin.
    expect(
      (await loginWith({ [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'https://portal.example.be' })).statusCode,
    ).toBe(403);
  });

  it('accepts the header with a matching Origin, or with no Origin', async () => {
    const matching = await loginWith({
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      origin: 'http://portal.example.be',
    });
    expect(matching.statusCode).toBe(200);
    expect((await loginWith({ [CSRF_HEADER]: CSRF_HEADER_VALUE })).statusCode).toBe(200);
  });

  it('checks PUT, and sign-out although it is a GET', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/fr/api/core/auth/confirm-email',
      payload: { token: 'x' },
    });
    expect(put.json()).toEqual(CSRF_BODY);
    const signOut = await t.app.inject({ url: '/en/api/core/my-profile/user/signout' });
    expect(signOut.json()).toEqual(CSRF_BODY);
  });

  it('leaves other GETs alone', async () => {
    expect((await t.app.inject({ url: '/nl/api/core/types' })).statusCode).toBe(200);
  });
});

describe('behind a TLS-terminating proxy (TRUST_PROXY=127.0.0.1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
  });
  afterAll(() => proxied.close());

  const forwarded = { host: 'portal.example.be', 'x-forwarded-proto': 'https' };

  it('compares the Origin with the forwarded scheme and host', async () => {
    const login = (origin: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/nl/api/core/auth/login',
        headers: { ...forwarded, ...proxied.csrfHeaders, origin },
        payload: { email: 'agency@example.be', password: DEMO_PASSWORD },
      });
    expect((await login('http://portal.example.be')).statusCode).toBe(403);
    const response = await login('https://portal.example.be');
    expect(response.statusCode).toBe(200);
    // Over https the session cookie is Secure (and `__Host-` prefixed: session-cookie.test.ts).
    expect(response.cookies.find((c) => c.name === SECURE_SESSION_COOKIE)?.secure).toBe(true);
  });
});
