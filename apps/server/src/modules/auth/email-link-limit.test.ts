import { EMAIL_LINK_LIMIT, ERR } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, mailOutbox, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
let cookie: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login('inactive@example.be');
  userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'inactive@example.be')))[0]!
    .id;
});
afterAll(() => t.close());

const askConfirmation = () =>
  t.app.inject({
    method: 'PUT',
    url: '/en/api/core/my-profile/init-confirm-email',
    headers: { ...t.csrfHeaders, cookie },
  });
const askDeletion = () =>
  t.app.inject({
    method: 'DELETE',
    url: '/en/api/core/my-profile/user',
    headers: { ...t.csrfHeaders, cookie },
    payload: { confirm: true },
  });
const mailsToUser = async () =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'inactive@example.be'))).length;

describe('e-mails a user can trigger', () => {
  it(`sends ${EMAIL_LINK_LIMIT.perKind} of a kind in ${EMAIL_LINK_LIMIT.windowMinutes} minutes, even in a burst, and refuses the rest with 429`, async () => {
    const before = await mailsToUser();
    const responses = await Promise.all(Array.from({ length: 20 }, askConfirmation));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(EMAIL_LINK_LIMIT.perKind);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - EMAIL_LINK_LIMIT.perKind);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({
      error: 'too_many_emails',
      messageKey: ERR.tooManyEmails,
      values: { minutes: EMAIL_LINK_LIMIT.windowMinutes },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(EMAIL_LINK_LIMIT.windowMinutes * 60 - 30);
    expect(await mailsToUser()).toBe(before + EMAIL_LINK_LIMIT.perKind);
  });

  it('counts each kind apart: the deletion e-mail is still sent, and limited on its own', async () => {
    for (let i = 0; i < EMAIL_LINK_LIMIT.perKind; i++) expect((await askDeletion()).statusCode).toBe(200);
    const refused = await askDeletion();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messageKey).toBe(ERR.tooManyEmails);
  });

  it('sends again once the oldest e-mail of the kind is older than the window', async () => {
    const before = await mailsToUser();
    await t.db
      .update(emailTokens)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'confirm-email')));
    expect((await askConfirmation()).statusCode).toBe(200);
    expect((await askConfirmation()).statusCode).toBe(200);
    expect(await mailsToUser()).toBe(before + 2);
  });
});
