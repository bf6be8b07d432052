import { desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, listings, mailOutbox, users } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { createTestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EMAIL = 'private@example.be';

/** Deletes the account of `email` the way a user does: request, e-mailed link, confirmation. */
async function deleteAccount(email: string): Promise<void> {
  const cookie = await t.login(email);
  const requested = await t.app.inject({
    method: 'DELETE',
    url: '/nl/api/core/my-profile/user',
    headers: { ...t.csrfHeaders, cookie },
    payload: { confirm: true },
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const confirmed = await t.app.inject({
    method: 'PUT',
    url: '/nl/api/core/auth/confirm-deletion',
    headers: t.csrfHeaders,
    payload: { token },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

describe('account deletion and contacts', () => {
  it('removes the contacts the user received and unlinks the ones the user sent from the account', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL));
    const id = user!.id;
    const [own] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.userId, id))
      .limit(1);
    await t.db.insert(contacts).values({
      listingId: own!.id,
      ownerId: id,
      externalId: 'deletion-received-1',
      firstName: 'Koper',
      lastName: 'Van De Garage',
      email: 'koper.garage@example.be',
      message: 'Is de garage nog te huur?',
    });
    // The seed: the private user wrote to other agencies about their listings.
    const sent = await t.db.select().from(contacts).where(eq(contacts.authorId, id));
    expect(sent.length).toBeGreaterThan(0);

    await deleteAccount(EMAIL);

    expect(await t.db.select().from(contacts).where(eq(contacts.ownerId, id))).toEqual([]);
    expect(await t.db.select().from(contacts).where(eq(contacts.authorId, id))).toEqual([]);
    // A sent contact is the receiving agency's lead (it was mailed to them when it was sent): it stays
    // in their inbox as it arrived, only its link to the deleted account is gone.
    const kept = await t.db
      .select()
      .from(contacts)
      .where(isNull(contacts.authorId))
      .then((rows) => rows.filter((row) => sent.some((before) => before.id === row.id)));
    expect(kept.map((row) => row.id).sort()).toEqual(sent.map((row) => row.id).sort());
    expect(kept.every((row) => row.ownerId !== id)).toBe(true);
  });
});
