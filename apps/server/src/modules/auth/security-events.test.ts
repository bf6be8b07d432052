import type { SecurityEvent } from '@app/contract';
import { DEVICE_COOKIE, EMAIL_LINK_LIMIT, MSG, SECURITY_EVENTS_SHOWN, SESSION_COOKIE } from '@app/contract';
import { resources } from '@app/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, mailOutbox, securityEvents, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/data/accounts';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { latestMailTo, linkTokenOf } from '../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(mailOutbox);
  await t.db.delete(securityEvents);
  await t.db.delete(emailTokens);
});

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A password sign-in as a browser would: with the device cookie it was given before, if any. */
async function signIn(email: string, device?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/nl/api/core/auth/login',
    headers: {
      ...t.csrfHeaders,
      'user-agent': PHONE,
      ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
    },
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: '81.82.83.84',
  });
  expect(response.statusCode).toBe(200);
  const cookie = (name: string) => response.cookies.find((c) => c.name === name)!.value;
  return { session: `${SESSION_COOKIE}=${cookie(SESSION_COOKIE)}`, device: cookie(DEVICE_COOKIE) };
}

const eventsOf = async (cookie: string) => {
  const response = await t.app.inject({
    url: '/nl/api/core/my-profile/security-events',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SecurityEvent[] }>().data;
};
const mailsTo = async (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const secure = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/fr/api/core/auth/secure-account',
    headers: t.csrfHeaders,
    payload: body,
  });
const statusOf = async (cookie: string) =>
  (await t.app.inject({ url: '/nl/api/core/my-profile/user', headers: { cookie } })).statusCode;

describe('a new device', () => {
  it('a sign-in the device cookie does not know is kept and e-mailed, in the user’s language', async () => {
    const first = await signIn('private@example.be');
    const [event] = await eventsOf(first.session);
    expect(event).toMatchObject({
      kind: 'new-device',
      browser: 'Mobile Safari 18',
      os: 'iOS 18.1',
      deviceType: 'mobile',
      network: '81.82.83.x',
    });
    const mail = await latestMailTo(t, 'private@example.be');
    expect(mail?.subject).toBe('Nieuwe aanmelding op uw account');
    expect(mail?.text).toContain('Toestel: Mobile Safari 18 op iOS 18.1');
    expect(mail?.text).toContain('Netwerk: 81.82.83.x');
    expect(mail?.text).toContain('Dit was ik niet');
    expect(mail?.text).toMatch(/\/nl\/mijn-profiel\/account-beveiligen\?token=/);

    // The same browser again, with the cookie that sign-in gave it: nothing new to tell.
    await signIn('private@example.be', first.device);
    expect(await eventsOf(first.session)).toHaveLength(1);
    expect(await mailsTo('private@example.be')).toHaveLength(1);
  });

  it('another account’s device cookie does not make a device known', async () => {
    const agency = await signIn('agency@example.be');
    await signIn('notary@example.be', agency.device);
    expect(await mailsTo('notary@example.be')).toHaveLength(1);
  });

  it(`e-mails at most ${EMAIL_LINK_LIMIT.perKind} notices in its window, and keeps every event`, async () => {
    const sessions = [];
    for (let i = 0; i < EMAIL_LINK_LIMIT.perKind + 2; i++) sessions.push(await signIn('software@example.be'));
    expect(await mailsTo('software@example.be')).toHaveLength(EMAIL_LINK_LIMIT.perKind);
    expect(await eventsOf(sessions[0]!.session)).toHaveLength(EMAIL_LINK_LIMIT.perKind + 2);
  });
});

describe('GET my-profile/security-events', () => {
  it(`lists the user's own events, newest first, at most ${SECURITY_EVENTS_SHOWN}`, async () => {
    const cookie = await t.login('agency@example.be');
    const [agency] = await t.db.select().from(users).where(eq(users.email, 'agency@example.be'));
    const [notary] = await t.db.select().from(users).where(eq(users.email, 'notary@example.be'));
    const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 12, minutes));
    await t.db.insert(securityEvents).values([
      ...Array.from({ length: SECURITY_EVENTS_SHOWN + 5 }, (_, i) => ({
        userId: agency!.id,
        kind: 'data-exported' as const,
        at: at(i),
        ip: '10.0.0.1',
        userAgent: null,
      })),
      { userId: agency!.id, kind: 'password-changed', at: at(59), ip: '10.0.0.2', userAgent: PHONE },
      { userId: notary!.id, kind: 'new-device', at: at(58), ip: '10.0.0.3', userAgent: null },
    ]);
    const events = await eventsOf(cookie);
    expect(events).toHaveLength(SECURITY_EVENTS_SHOWN);
    expect(events[0]).toMatchObject({ kind: 'password-changed', network: '10.0.0.x', os: 'iOS 18.1' });
    expect(events.some((event) => event.kind === 'new-device')).toBe(false);
    expect(events.map((event) => event.at)).toEqual([...events.map((event) => event.at)].sort().reverse());
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/nl/api/core/my-profile/security-events' })).statusCode).toBe(401);
  });
});

describe('a password change and a data export', () => {
  it('are kept and e-mailed', async () => {
    const cookie = await t.login('notary@example.be');
    const exported = await t.app.inject({ url: '/en/api/core/my-profile/user/dump', headers: { cookie } });
    expect(exported.statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/en/api/core/my-profile/user/password',
      headers: { ...t.csrfHeaders, cookie },
      payload: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Kouter2026!x',
        newPasswordRepeat: 'Kouter2026!x',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await eventsOf(cookie)).map((event) => event.kind)).toEqual([
      'password-changed',
      'data-exported',
    ]);
    const [notary] = await t.db.select().from(users).where(eq(users.email, 'notary@example.be'));
    const subjects = resources[notary!.language].mail.securityNotice.subject;
    expect((await mailsTo('notary@example.be')).map((mail) => mail.subject)).toEqual([
      subjects['data-exported'],
      subjects['password-changed'],
    ]);
  });
});

describe('POST auth/secure-account ("this wasn\'t me")', () => {
  it('sets the new password and signs every session out, the attacker’s too; the link works once', async () => {
    const owner = await t.login('inactive@example.be');
    const attacker = await signIn('inactive@example.be');
    const token = linkTokenOf((await latestMailTo(t, 'inactive@example.be'))!.text!)!;

    const response = await secure({
      token,
      newPassword: 'Meir2026!safe',
      newPasswordRepeat: 'Meir2026!safe',
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(owner)).toBe(401);
    expect(await statusOf(attacker.session)).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/auth/login',
      headers: t.csrfHeaders,
      payload: { email: 'inactive@example.be', password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const signedIn = await t.login('inactive@example.be', 'Meir2026!safe');
    expect((await eventsOf(signedIn)).map((event) => event.kind)).toContain('account-secured');

    const again = await secure({ token, newPassword: 'Other2026!safe', newPasswordRepeat: 'Other2026!safe' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'token_invalid' });
  });

  it('refuses a common password without spending the link, and a token that is no link', async () => {
    await signIn('admin@example.be');
    const token = linkTokenOf((await latestMailTo(t, 'admin@example.be'))!.text!)!;
    const common = await secure({ token, newPassword: 'Password123', newPasswordRepeat: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ fields: { newPassword: MSG.passwordCommon } });
    const mismatch = await secure({ token, newPassword: 'Meir2026!safe', newPasswordRepeat: 'Meir2026!saf' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ fields: { newPasswordRepeat: MSG.passwordMismatch } });
    expect(
      (await secure({ token: 'nope', newPassword: 'Meir2026!safe', newPasswordRepeat: 'Meir2026!safe' }))
        .statusCode,
    ).toBe(400);
    const ok = await secure({ token, newPassword: 'Meir2026!safe', newPasswordRepeat: 'Meir2026!safe' });
    expect(ok.statusCode).toBe(200);
  });

  it('spends the other notices’ links of the user with it', async () => {
    await signIn('agency@example.be');
    const first = linkTokenOf((await latestMailTo(t, 'agency@example.be'))!.text!)!;
    await signIn('agency@example.be');
    const second = linkTokenOf((await latestMailTo(t, 'agency@example.be'))!.text!)!;
    expect(second).not.toBe(first);
    expect(
      (await secure({ token: second, newPassword: 'Meir2026!safe', newPasswordRepeat: 'Meir2026!safe' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await secure({ token: first, newPassword: 'Meir2026!safe', newPasswordRepeat: 'Meir2026!safe' }))
        .statusCode,
    ).toBe(400);
  });

  it('a link past its hours no longer works', async () => {
    await signIn('software@example.be');
    const token = linkTokenOf((await latestMailTo(t, 'software@example.be'))!.text!)!;
    await t.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await secure({ token, newPassword: 'Meir2026!safe', newPasswordRepeat: 'Meir2026!safe' })).statusCode,
    ).toBe(400);
  });
});
