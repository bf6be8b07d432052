import type { UserSession } from '@app/contract';
import { SESSION_COOKIE } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../db/seed/data/accounts';
import type { TestApp } from '../../../test/app';
import { createTestApp } from '../../../test/app';
import { hashToken } from '../../auth/auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sessions: { idleDays: 30, maxDays: 90 } } });
});
afterAll(() => t.close());

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A password sign-in from a device and an address of its own. */
async function signIn(email: string, userAgent: string, remoteAddress = '81.82.83.84'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/nl/api/core/auth/login',
    headers: { ...t.csrfHeaders, 'user-agent': userAgent },
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return `${SESSION_COOKIE}=${response.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
}

const list = async (cookie: string) => {
  const response = await t.app.inject({ url: '/nl/api/core/my-profile/sessions', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: UserSession[] }>().data;
};
const end = (cookie: string, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/nl/api/core/my-profile/sessions/${id}`,
    headers: { ...t.csrfHeaders, cookie },
  });
const endOthers = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/nl/api/core/my-profile/sessions/end-others',
    headers: { ...t.csrfHeaders, cookie },
  });
const userStatus = async (cookie: string) =>
  (await t.app.inject({ url: '/nl/api/core/my-profile/user', headers: { cookie } })).statusCode;
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

describe('GET my-profile/sessions', () => {
  it('lists where the user is signed in: the current one first, device, method and a hidden host', async () => {
    const phone = await signIn('private@example.be', PHONE, '81.82.83.84');
    const laptop = await signIn('private@example.be', LAPTOP, '2a02:1810:4d02:9a00:1c2b:3d4e:5f60:7a8b');
    const seen = await list(laptop);
    expect(seen.slice(0, 2)).toEqual([
      expect.objectContaining({
        browser: 'Chrome 131',
        os: 'Windows 10',
        deviceType: 'desktop',
        method: 'password',
        network: '2a02:1810:4d02:9a00:x',
        current: true,
      }),
      expect.objectContaining({
        browser: 'Chrome 131',
        os: 'Android 14',
        deviceType: 'mobile',
        method: 'password',
        network: '81.82.83.x',
        current: false,
      }),
    ]);
    expect(seen.filter((session) => session.current)).toHaveLength(1);
    // The list names sessions by an id of their own: no cookie, nor its hash, leaves the server.
    const body = JSON.stringify(seen);
    for (const cookie of [phone, laptop]) {
      expect(body).not.toContain(tokenOf(cookie));
      expect(body).not.toContain(hashToken(tokenOf(cookie)));
    }
    // The phone sees the same sessions, itself marked.
    const fromPhone = await list(phone);
    expect(fromPhone[0]).toMatchObject({ os: 'Android 14', current: true });
    expect(fromPhone.map((s) => s.id).sort()).toEqual(seen.map((s) => s.id).sort());
  });

  it("never lists another user's sessions, nor ended ones", async () => {
    const other = await signIn('notary@example.be', LAPTOP);
    const mine = await signIn('agency@example.be', PHONE);
    const otherIds = (await list(other)).map((s) => s.id);
    expect((await list(mine)).some((s) => otherIds.includes(s.id))).toBe(false);
  });
});

describe('DELETE my-profile/sessions/:id', () => {
  it('ends another session of the user: its next call is signed out, this one goes on', async () => {
    const phone = await signIn('software@example.be', PHONE);
    const laptop = await signIn('software@example.be', LAPTOP);
    const phoneId = (await list(phone)).find((s) => s.current)!.id;
    const response = await end(laptop, phoneId);
    expect(response.statusCode).toBe(200);
    const left = response.json<{ data: UserSession[] }>().data;
    expect(left.map((s) => s.id)).not.toContain(phoneId);
    expect(left[0]).toMatchObject({ current: true });
    expect(await userStatus(phone)).toBe(401);
    expect(await userStatus(laptop)).toBe(200);
  });

  it('ending the current session signs this browser out and clears its cookie', async () => {
    const laptop = await signIn('software@example.be', LAPTOP);
    const id = (await list(laptop)).find((s) => s.current)!.id;
    const response = await end(laptop, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(await userStatus(laptop)).toBe(401);
  });

  it("answers 404 for another user's session, one already ended, or one that never was", async () => {
    const victim = await signIn('notary@example.be', PHONE);
    const attacker = await signIn('agency@example.be', LAPTOP);
    const victimId = (await list(victim)).find((s) => s.current)!.id;
    const refused = await end(attacker, victimId);
    expect(refused.statusCode).toBe(404);
    expect(await userStatus(victim)).toBe(200);

    const ownId = (await list(attacker)).find((s) => !s.current)?.id;
    if (ownId) {
      expect((await end(attacker, ownId)).statusCode).toBe(200);
      expect((await end(attacker, ownId)).statusCode).toBe(404);
    }
    expect((await end(attacker, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await end(attacker, 'not-a-session');
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it('needs a signed-in caller and the app itself (CSRF)', async () => {
    const cookie = await signIn('agency@example.be', LAPTOP);
    const id = (await list(cookie))[0]!.id;
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/nl/api/core/my-profile/sessions/${id}`,
      headers: t.csrfHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'DELETE',
      url: `/nl/api/core/my-profile/sessions/${id}`,
      headers: { cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect(await userStatus(cookie)).toBe(200);
  });
});

describe('POST my-profile/sessions/end-others', () => {
  it('ends every other session of the user and keeps the current one', async () => {
    const others = [await signIn('inactive@example.be', PHONE), await signIn('inactive@example.be', LAPTOP)];
    const here = await signIn('inactive@example.be', LAPTOP, '10.1.2.3');
    const someoneElse = await signIn('notary@example.be', PHONE);
    const response = await endOthers(here);
    expect(response.statusCode).toBe(200);
    const left = response.json<{ data: UserSession[] }>().data;
    expect(left).toEqual([expect.objectContaining({ current: true, network: '10.1.2.x' })]);
    for (const cookie of others) expect(await userStatus(cookie)).toBe(401);
    expect(await userStatus(here)).toBe(200);
    expect(await userStatus(someoneElse)).toBe(200);
  });
});

describe('lifetimes', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const rowOf = async (cookie: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(tokenOf(cookie))))
    )[0]!;

  it('an active session is extended by the idle time, but never past its absolute lifetime', async () => {
    const cookie = await signIn('agency@example.be', LAPTOP);
    const createdAt = new Date(Date.now() - 80 * DAY);
    await t.db
      .update(sessions)
      .set({ createdAt, lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(sessions.id, hashToken(tokenOf(cookie))));
    const response = await t.app.inject({ url: '/nl/api/core/my-profile/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    // Ten days left of its 90, not the 30 days of idle time.
    expect((await rowOf(cookie)).expiresAt.getTime()).toBe(createdAt.getTime() + 90 * DAY);
    const maxAge = response.cookies.find((c) => c.name === SESSION_COOKIE)!.maxAge!;
    expect(Math.abs(maxAge - 10 * 86400)).toBeLessThanOrEqual(2);
  });

  it('a session older than its absolute lifetime is signed out, whatever its expiry says', async () => {
    const cookie = await signIn('agency@example.be', LAPTOP);
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * DAY), expiresAt: new Date(Date.now() + 20 * DAY) })
      .where(eq(sessions.id, hashToken(tokenOf(cookie))));
    expect(await userStatus(cookie)).toBe(401);
    expect((await list(await signIn('agency@example.be', LAPTOP))).length).toBeGreaterThan(0);
  });

  it('a session idle for longer than its idle time is signed out', async () => {
    const cookie = await signIn('agency@example.be', LAPTOP);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(tokenOf(cookie))));
    expect(await userStatus(cookie)).toBe(401);
  });
});
