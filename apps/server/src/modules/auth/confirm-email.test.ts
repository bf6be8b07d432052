import { ERR, routePath } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, mailOutbox, users } from '../../db/schema';
import { sendMailJob } from '../../jobs/send-mail.job';
import type { MailTransport } from '../../mail/mailer';
import type { TestApp } from '../../test/app';
import { latestMailTo, linkTokenOf } from '../../test/mail';
import { createTestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INIT_URL = '/nl/api/core/my-profile/init-confirm-email';
const CONFIRM_URL = '/nl/api/core/auth/confirm-email';

const latestMail = (to: string) => latestMailTo(t, to);

const tokenOf = linkTokenOf;

const confirm = (token: string) =>
  t.app.inject({ method: 'PUT', url: CONFIRM_URL, headers: t.csrfHeaders, payload: { token } });

describe('e-mail confirmation', () => {
  it('mails a link to an inactive user, and the link activates the account once', async () => {
    const cookie = await t.login('inactive@example.be');
    const init = await t.app.inject({ method: 'PUT', url: INIT_URL, headers: { ...t.csrfHeaders, cookie } });
    expect(init.statusCode).toBe(200);
    expect(init.json()).toEqual({ data: { success: true } });

    const mail = await latestMail('inactive@example.be');
    expect(mail).toBeDefined();
    // The demo user reads French: the link and the text are in French.
    const link = `http://localhost${routePath('confirm-email', 'fr')}?token=`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(link);
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail!.text).toContain('Bonjour lucas_m,');
    const token = tokenOf(mail!.text!)!;

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ data: { success: true } });
    const user = await t.app.inject({ url: '/nl/api/core/my-profile/user', headers: { cookie } });
    expect(user.json().data.userInfo.status).toBe(1);

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'token_invalid', messageKey: ERR.tokenInvalid });
  });

  it('sends nothing to an active user', async () => {
    const cookie = await t.login('private@example.be');
    const init = await t.app.inject({ method: 'PUT', url: INIT_URL, headers: { ...t.csrfHeaders, cookie } });
    expect(init.json()).toEqual({ data: { success: true } });
    expect(await latestMail('private@example.be')).toBeUndefined();
  });

  it('refuses an expired or unknown token', async () => {
    await t.db.update(users).set({ status: 0 }).where(eq(users.email, 'private@example.be'));
    const cookie = await t.login('private@example.be');
    await t.app.inject({ method: 'PUT', url: INIT_URL, headers: { ...t.csrfHeaders, cookie } });
    const token = tokenOf((await latestMail('private@example.be'))!.text!)!;
    await t.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });

    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().messageKey).toBe(ERR.tokenInvalid);
    expect((await confirm('no-such-token')).statusCode).toBe(400);
    const user = await t.app.inject({ url: '/nl/api/core/my-profile/user', headers: { cookie } });
    expect(user.json().data.userInfo.status).toBe(0);
  });

  it('needs a session to ask for the e-mail', async () => {
    const response = await t.app.inject({ method: 'PUT', url: INIT_URL, headers: t.csrfHeaders });
    expect(response.statusCode).toBe(401);
  });
});

describe('e-mail confirmation with a failing mail server', () => {
  let failing: TestApp;
  const sent: string[] = [];
  const transport: MailTransport = {
    async sendMail(message) {
      sent.push(message.to);
      throw new Error('SMTP 421 service not available');
    },
  };
  beforeAll(async () => {
    failing = await createTestApp({ mailTransport: transport });
  });
  afterAll(() => failing.close());

  it('answers 200 at once; the send-mail job records the failure and keeps the message for a retry', async () => {
    const cookie = await failing.login('inactive@example.be');
    const response = await failing.app.inject({
      method: 'PUT',
      url: INIT_URL,
      headers: { ...failing.csrfHeaders, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(sent).toEqual([]);
    await failing.runJob(sendMailJob);
    expect(sent).toEqual(['inactive@example.be']);
    const [mail] = await failing.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to: 'inactive@example.be',
      sentAt: null,
      failedAt: null,
      attempts: 1,
      error: 'SMTP 421 service not available',
    });
  });
});

describe('e-mail confirmation with a working mail server', () => {
  let smtp: TestApp;
  const transport: MailTransport = { sendMail: async () => ({ messageId: '<1@test>' }) };
  beforeAll(async () => {
    smtp = await createTestApp({ mailTransport: transport });
  });
  afterAll(() => smtp.close());

  it('queues the message with the request and the send-mail job marks it sent', async () => {
    const cookie = await smtp.login('inactive@example.be');
    const response = await smtp.app.inject({
      method: 'PUT',
      url: INIT_URL,
      headers: { ...smtp.csrfHeaders, cookie },
    });
    expect(response.statusCode).toBe(200);
    const [queued] = await smtp.db.select().from(mailOutbox);
    expect(queued?.sentAt).toBeNull();
    await smtp.runJob(sendMailJob);
    const [mail] = await smtp.db.select().from(mailOutbox);
    expect(mail?.sentAt).toBeInstanceOf(Date);
    expect(mail?.error).toBeNull();
  });
});
