import { DELETION_TOKEN_TTL_HOURS, ERR, MSG, routePath, SESSION_COOKIE } from '@app/contract';
import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, mailOutbox, sessions, users } from '../../../db/schema';
import { sendMailJob } from '../../../jobs/send-mail.job';
import type { MailTransport } from '../../../mail/mailer';
import type { TestApp } from '../../../test/app';
import { latestMailTo, linkTokenOf } from '../../../test/mail';
import { createTestApp, queryRows } from '../../../test/app';
import { anonymousEmail, USER_TABLES } from './deletion.repository';
import { z } from 'zod';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUEST_URL = '/nl/api/core/my-profile/user';
const CONFIRM_URL = '/nl/api/core/auth/confirm-deletion';

const requestDeletion = (
  app: TestApp,
  cookie: string,
  payload: Record<string, unknown> = { confirm: true },
) => app.app.inject({ method: 'DELETE', url: REQUEST_URL, headers: { ...app.csrfHeaders, cookie }, payload });
const confirmDeletion = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: CONFIRM_URL,
    headers: { ...t.csrfHeaders, ...(cookie ? { cookie } : {}) },
    payload: { token },
  });

const latestMail = (to: string) => latestMailTo(t, to);
const tokenOf = linkTokenOf;
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** Asks for the deletion as `email` and returns the token of the link in the e-mail. */
async function tokenFor(email: string): Promise<string> {
  const response = await requestDeletion(t, await t.login(email));
  expect(response.statusCode, response.body).toBe(200);
  return tokenOf((await latestMail(email))!.text!)!;
}

describe('DELETE my-profile/user', () => {
  it('needs the confirmation checkbox', async () => {
    const cookie = await t.login('notary@example.be');
    for (const payload of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const response = await requestDeletion(t, cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation',
        messageKey: MSG.invalid,
        fields: { confirm: MSG.mustAccept },
      });
    }
    expect(await latestMail('notary@example.be')).toBeUndefined();
  });

  it("mails a single-use, expiring link in the user's language, and deletes nothing yet", async () => {
    // The inactive demo user reads French and may delete the account too.
    const cookie = await t.login('inactive@example.be');
    const response = await requestDeletion(t, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });

    const mail = (await latestMail('inactive@example.be'))!;
    expect(mail.subject).toBe('Confirmez la suppression de votre compte');
    expect(mail.text).toContain('Bonjour lucas_m,');
    const link = `http://localhost${routePath('confirm-deletion', 'fr')}?token=`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    expect(mail.text).toContain(`${DELETION_TOKEN_TTL_HOURS} heures`);

    const id = await idOf('inactive@example.be');
    const [token] = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, id));
    expect(token).toMatchObject({ purpose: 'delete-account', usedAt: null });
    const ttl = token!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan((DELETION_TOKEN_TTL_HOURS - 1) * 3600_000);
    expect(ttl).toBeLessThanOrEqual(DELETION_TOKEN_TTL_HOURS * 3600_000);
    // Only the hash is stored.
    expect(token!.tokenHash).not.toBe(tokenOf(mail.text!));
    expect((await userRow(id)).deletedAt).toBeNull();
  });

  it('needs a session and the CSRF header', async () => {
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: REQUEST_URL,
      headers: t.csrfHeaders,
      payload: { confirm: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await t.login('notary@example.be');
    const crossSite = await t.app.inject({
      method: 'DELETE',
      url: REQUEST_URL,
      headers: { cookie },
      payload: { confirm: true },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('PUT auth/confirm-deletion', () => {
  it('completes the deletion once: the account is anonymised and signed out everywhere', async () => {
    const email = 'private@example.be';
    const id = await idOf(email);
    const otherSession = await t.login(email);
    const token = await tokenFor(email);

    const done = await confirmDeletion(token, otherSession);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { success: true } });
    expect(done.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });

    expect(await userRow(id)).toMatchObject({
      email: anonymousEmail(id),
      passwordHash: null,
      status: -1,
      firstName: null,
      lastName: null,
      mobile: null,
      street: null,
    });
    expect((await userRow(id)).deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const me = await t.app.inject({ url: '/nl/api/core/my-profile/user', headers: { cookie: otherSession } });
    expect(me.statusCode).toBe(401);
    await expect(t.login(email)).rejects.toThrow(/401/);

    const again = await confirmDeletion(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'token_invalid', messageKey: ERR.tokenInvalid });
  });

  it('refuses an expired link, an unknown one and an e-mail confirmation link, and keeps the account', async () => {
    const email = 'notary@example.be';
    const id = await idOf(email);
    const token = await tokenFor(email);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, id));
    for (const candidate of [token, 'no-such-token']) {
      const response = await confirmDeletion(candidate);
      expect(response.statusCode).toBe(400);
      expect(response.json().messageKey).toBe(ERR.tokenInvalid);
    }

    await t.db.update(users).set({ status: 0 }).where(eq(users.id, id));
    const cookie = await t.login(email);
    await t.app.inject({
      method: 'PUT',
      url: '/nl/api/core/my-profile/init-confirm-email',
      headers: { ...t.csrfHeaders, cookie },
    });
    const confirmToken = tokenOf((await latestMail(email))!.text!)!;
    expect((await confirmDeletion(confirmToken)).statusCode).toBe(400);
    expect(await userRow(id)).toMatchObject({ email, deletedAt: null });
  });
});

describe('the list of tables the deletion covers', () => {
  it('holds every table with a user_id column, and no other', async () => {
    const rows = await queryRows(
      t.db,
      z.object({ table_name: z.string() }),
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    );
    const inDatabase = rows.map((row) => row.table_name);
    const covered = USER_TABLES.map(({ table }) => getTableName(table)).sort();
    expect(covered).toEqual(inDatabase);
  });
});

describe('a mail server that fails', () => {
  let failing: TestApp;
  const transport: MailTransport = {
    async sendMail() {
      throw new Error('SMTP 554 transaction failed');
    },
  };
  beforeAll(async () => {
    failing = await createTestApp({ mailTransport: transport });
  });
  afterAll(() => failing.close());

  it('does not fail the request: the mail waits in the outbox for its retry', async () => {
    const response = await requestDeletion(failing, await failing.login('agency@example.be'));
    expect(response.statusCode).toBe(200);
    await failing.runJob(sendMailJob);
    const [mail] = await failing.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      to: 'agency@example.be',
      sentAt: null,
      failedAt: null,
      error: 'SMTP 554 transaction failed',
    });
  });
});

describe('when the deletion e-mail cannot be queued', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
    await broken.db.execute(sql`
      create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await broken.db.execute(
      sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
    );
  });
  afterAll(() => broken.close());

  it('answers with the message of spec section 8, keeps no link and deletes nothing', async () => {
    const response = await requestDeletion(broken, await broken.login('agency@example.be'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'deletion_mail_failed', messageKey: ERR.deletionMailFailed });
    expect(response.body).not.toContain('outbox unavailable');
    const [user] = await broken.db.select().from(users).where(eq(users.email, 'agency@example.be'));
    expect(user?.deletedAt).toBeNull();
    const tokens = await broken.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.purpose, 'delete-account'));
    expect(tokens).toEqual([]);
  });
});
