import type { CurrentUser } from '@app/contract';
import { ERR, SESSION_COOKIE, SESSION_DEFAULTS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { hashToken } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USER_URL = '/nl/api/core/my-profile/user';
const SIGNOUT_URL = '/nl/api/core/my-profile/user/signout';

function postLogin(payload: unknown, remoteAddress = '10.0.0.1', cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/nl/api/core/auth/login',
    headers: { ...t.csrfHeaders, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

const getUser = (cookie?: string) => t.app.inject({ url: USER_URL, headers: cookie ? { cookie } : {} });

describe('POST auth/login', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and returns currentUser', async () => {
    const response = await postLogin({ email: 'private@example.be', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_DEFAULTS.idleDays * 86400,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(response.json<{ data: CurrentUser }>().data.userInfo).toMatchObject({
      email: 'private@example.be',
      firstName: 'Sofie',
    });
    // Only the hash of the token is stored.
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(cookie!.value)));
    expect(rows).toHaveLength(1);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await postLogin({ email: '  Private@Example.BE ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('issues a new session id on every login and ends the previous one', async () => {
    const first = await t.login('private@example.be');
    const second = await postLogin(
      { email: 'private@example.be', password: DEMO_PASSWORD },
      '10.0.0.1',
      first,
    );
    const secondCookie = second.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(`${SESSION_COOKIE}=${secondCookie.value}`).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(`${SESSION_COOKIE}=${secondCookie.value}`)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await postLogin({ email: 'agency@example.be', password: 'Wrong2026!' }, '10.0.1.1');
    const unknown = await postLogin({ email: 'nobody@example.be', password: DEMO_PASSWORD }, '10.0.1.1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_credentials', messageKey: ERR.invalidCredentials });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('names the invalid fields', async () => {
    const badEmail = await postLogin({ email: 'not-an-email', password: 'x' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({
      error: 'validation',
      messageKey: 'validation:invalid',
      fields: { email: 'validation:email' },
    });

    const emptyPassword = await postLogin({ email: 'agency@example.be', password: '' });
    expect(emptyPassword.json().fields).toEqual({ password: 'validation:password.required' });

    // An absent password gets the password message too (LoginBody in the contract).
    const noPassword = await postLogin({ email: 'agency@example.be' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields).toEqual({ password: 'validation:password.required' });
  });
});

describe('GET my-profile/user', () => {
  it('answers 401 without a session, or with an unknown cookie', async () => {
    expect((await getUser()).json()).toEqual({ error: 'unauthorized', messageKey: ERR.unauthorized });
    const stale = await getUser(`${SESSION_COOKIE}=forged-token`);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ error: 'unauthorized', messageKey: ERR.unauthorized });
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))(
    'returns currentUser of %s as seeded',
    async (email, account) => {
      const response = await getUser(await t.login(email));
      expect(response.statusCode).toBe(200);
      const user = response.json<{ data: CurrentUser }>().data;
      expect(user.isAdmin).toBe(account.isAdmin);
      expect(user.isProUser).toBe(account.isPro);
      expect(user.userInfo).toEqual({
        status: account.isAdmin ? 1 : account.status,
        email,
        language: account.language,
        companyName: account.companyName,
        firstName: account.firstName,
        lastName: account.lastName,
        userName: account.userName,
        hasPassword: true,
        customerType: account.customerType,
        hasSoftware: account.softwareName !== null,
        softwareName: account.softwareName,
      });
    },
  );

  it('matches the demo roles of the README', () => {
    const byEmail = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.email, account]));
    expect(byEmail['inactive@example.be']).toMatchObject({ status: 0, userName: 'lucas_m', firstName: null });
    expect(byEmail['software@example.be']).toMatchObject({ softwareName: 'Whise', isPro: true });
    expect(byEmail['notary@example.be']).toMatchObject({ customerType: 'notaires' });
    expect(byEmail['admin@example.be']).toMatchObject({ isAdmin: true, status: 1 });
  });

  it('extends the session at most once an hour', async () => {
    const cookie = await t.login('notary@example.be');
    const id = hashToken(cookie.split('=')[1]!);
    const [before] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    const fresh = await getUser(cookie);
    expect(fresh.cookies).toHaveLength(0);

    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: twoHoursAgo, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, id));
    const later = await getUser(cookie);
    expect(later.statusCode).toBe(200);
    expect(later.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBe(
      SESSION_DEFAULTS.idleDays * 86400,
    );
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(after!.expiresAt.getTime()).toBeGreaterThanOrEqual(before!.expiresAt.getTime() - 1000);
    expect(after!.lastSeenAt.getTime()).toBeGreaterThan(twoHoursAgo.getTime());
  });

  it('refuses an expired session', async () => {
    const cookie = await t.login('notary@example.be');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(cookie.split('=')[1]!)));
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});

describe('GET my-profile/user/signout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const cookie = await t.login('agency@example.be');
    const response = await t.app.inject({ url: SIGNOUT_URL, headers: { ...t.csrfHeaders, cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('succeeds without a session', async () => {
    const response = await t.app.inject({ url: SIGNOUT_URL, headers: t.csrfHeaders });
    expect(response.json()).toEqual({ data: { success: true } });
  });

  it('needs the CSRF header: a cross-site link cannot sign the user out', async () => {
    const cookie = await t.login('agency@example.be');
    const response = await t.app.inject({ url: SIGNOUT_URL, headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect((await getUser(cookie)).statusCode).toBe(200);
  });
});
