import type { PersonalDataDump } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, listings, users } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { createTestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sectionsOf(email: string): Promise<Record<string, Array<Record<string, unknown>>>> {
  const response = await t.app.inject({
    url: '/nl/api/core/my-profile/user/dump',
    headers: { cookie: await t.login(email) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<PersonalDataDump>().sections as Record<string, Array<Record<string, unknown>>>;
}
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('GET my-profile/user/dump: contacts', () => {
  it('holds every contact the agency received, oldest first, with the listing it was about', async () => {
    const received = await t.db
      .select({ sentAt: contacts.sentAt, vlancode: listings.vlancode, email: contacts.email })
      .from(contacts)
      .innerJoin(listings, eq(listings.id, contacts.listingId))
      .where(eq(contacts.ownerId, await idOf('agency@example.be')))
      .orderBy(asc(contacts.sentAt), asc(contacts.id));
    expect(received.length).toBeGreaterThan(200);

    const sections = await sectionsOf('agency@example.be');
    expect(sections.contactsReceived).toHaveLength(received.length);
    expect(sections.contactsReceived![0]).toEqual({
      sentAt: received[0]!.sentAt.toISOString(),
      vlancode: received[0]!.vlancode,
      yourReference: expect.any(String),
      firstName: expect.toBeOneOf([expect.any(String), null]),
      lastName: expect.any(String),
      email: received[0]!.email,
      phone: expect.toBeOneOf([expect.any(String), null]),
      message: expect.any(String),
    });
    expect(sections.contactsReceived!.map((contact) => contact.email)).toEqual(
      received.map((contact) => contact.email),
    );
    expect(sections.contactsSent).toEqual([]);
  });

  it("holds what the private user sent, without the advertiser's own reference", async () => {
    const sent = await t.db
      .select({ vlancode: listings.vlancode, message: contacts.message })
      .from(contacts)
      .innerJoin(listings, eq(listings.id, contacts.listingId))
      .where(eq(contacts.authorId, await idOf('private@example.be')))
      .orderBy(asc(contacts.sentAt), asc(contacts.id));
    expect(sent.length).toBeGreaterThanOrEqual(10);

    const sections = await sectionsOf('private@example.be');
    // What people wrote about her own flat is hers too, and none of it is what she sent.
    expect(sections.contactsReceived!.length).toBeGreaterThan(0);
    expect(sections.contactsReceived!.every((contact) => contact.email !== 'private@example.be')).toBe(true);
    expect(sections.contactsSent!.map(({ vlancode, message }) => ({ vlancode, message }))).toEqual(sent);
    for (const contact of sections.contactsSent!) {
      expect(contact).toMatchObject({ email: 'private@example.be', firstName: 'Sofie', lastName: 'Peeters' });
      expect(contact).not.toHaveProperty('yourReference');
    }
  });
});
