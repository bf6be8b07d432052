import type { ValuationContact } from '@app/contract';
import { ERASED_EMAIL_DOMAIN, endpoints, isErasedEmail } from '@app/contract';
import { eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, listings, users, valuationContacts } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { latestMailTo, linkTokenOf } from '../../../test/mail';
import { createTestApp } from '../../../test/app';
import { call } from '../../../test/call';
import { findInDump } from '../../../test/dump-search';
import { listingOf } from '../../../test/feed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EMAIL = 'private@example.be';

/** A time as a Brussels wall clock, `YYYY-MM-DD HH:MM:SS`. */
const brusselsClock = (at: Date): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Brussels',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(at);

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
  const token = linkTokenOf((await latestMailTo(t, email))!.text)!;
  const confirmed = await t.app.inject({
    method: 'PUT',
    url: '/nl/api/core/auth/confirm-deletion',
    headers: t.csrfHeaders,
    payload: { token },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** Every personal value of the user and of what they sent, long enough to be recognised. */
async function personalValues(id: number, email: string): Promise<string[]> {
  const [user] = await t.db.select().from(users).where(eq(users.id, id));
  const sent = await t.db
    .select()
    .from(contacts)
    .where(or(eq(contacts.authorId, id), sql`lower(${contacts.email}) = lower(${email})`));
  const requests = await t.db
    .select()
    .from(valuationContacts)
    .where(sql`lower(${valuationContacts.email}) = lower(${email})`);
  // A message also written by someone else (the seed repeats some) is nobody's personal value.
  const messages = await t.db
    .select({ message: contacts.message, authorId: contacts.authorId, email: contacts.email })
    .from(contacts);
  const ownMessages = sent
    .map((lead) => lead.message)
    .filter((message) =>
      messages.every(
        (other) => other.message !== message || other.authorId === id || other.email.toLowerCase() === email,
      ),
    );
  const values = [
    user!.email,
    user!.firstName,
    user!.lastName,
    user!.userName,
    user!.phone,
    user!.mobile,
    user!.street,
    ...sent.flatMap((lead) => [lead.firstName, lead.lastName, lead.email, lead.phone]),
    ...ownMessages,
    ...requests.flatMap((request) => [request.firstName, request.lastName, request.phone, request.street]),
  ];
  return [
    ...new Set(values.filter((value): value is string => typeof value === 'string' && value.length >= 6)),
  ];
}

describe('account deletion and contacts', () => {
  it(
    'removes the contacts the user received and erases the sender of the ones the user sent',
    { timeout: 90_000 },
    async () => {
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
      // The seed's names and streets are common ones that other people's rows hold too: the user's own
      // become recognisable, so that finding one after the deletion can only mean it was left behind.
      const names = { firstName: 'Sofietje', lastName: 'Wisselbrouck' };
      await t.db
        .update(users)
        .set({ ...names, phone: '+32 9 111 22 33', mobile: '+32 470 99 88 77', street: 'Wisselbrouckdreef' })
        .where(eq(users.id, id));
      await t.db.update(contacts).set(names).where(eq(contacts.authorId, id));
      await t.db
        .update(valuationContacts)
        .set({ ...names, street: 'Wisselbrouckdreef' })
        .where(sql`lower(${valuationContacts.email}) = ${EMAIL}`);
      const values = await personalValues(id, EMAIL);
      expect(values).toEqual(expect.arrayContaining(['Wisselbrouck', 'Wisselbrouckdreef']));
      // The seed's private user also asked a valuation with the consent: its request reached a zone.
      expect((await findInDump(t.db, values)).get(EMAIL)).toEqual(
        expect.arrayContaining(['public.contacts', 'public.valuation_contacts', 'public.users']),
      );

      const requests = await t.db
        .select()
        .from(valuationContacts)
        .where(sql`lower(${valuationContacts.email}) = ${EMAIL}`);
      expect(requests.length).toBeGreaterThan(0);

      await deleteAccount(EMAIL);
      expect(
        Object.fromEntries([...(await findInDump(t.db, values))].filter(([, where]) => where.length > 0)),
      ).toEqual({});

      // Each valuation request keeps exactly what decision 010 lists: the agency, its zone (postcode and
      // type), the property type and the Brussels day; 0 surface and bedrooms stand for "not kept".
      const anonymised = await t.db
        .select()
        .from(valuationContacts)
        .where(
          inArray(
            valuationContacts.id,
            requests.map((request) => request.id),
          ),
        );
      expect(anonymised.map((row) => ({ ...row, receivedAt: brusselsClock(row.receivedAt) }))).toEqual(
        requests.map((request) => ({
          id: request.id,
          userId: request.userId,
          territoryId: request.territoryId,
          zoneType: request.zoneType,
          postcode: request.postcode,
          propertyType: request.propertyType,
          receivedAt: `${brusselsClock(request.receivedAt).slice(0, 10)} 00:00:00`,
          valuationId: null,
          firstName: null,
          lastName: null,
          email: `erased-${request.id}@${ERASED_EMAIL_DOMAIN}`,
          phone: null,
          street: '',
          houseNumber: '',
          city: '',
          livableSurface: 0,
          bedrooms: 0,
          estimateCents: null,
        })),
      );
      // The zone's holder still lists the request, showing only what was kept.
      const day = brusselsClock(requests[0]!.receivedAt).slice(0, 10);
      const [holder] = await t.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, requests[0]!.userId));
      const listed = await call(t, await t.login(holder!.email), endpoints.listValuationContacts, {
        // The day it came still finds it: the agency's periods are Brussels days.
        body: { from: day, to: day },
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const request = listed
        .json<{ data: ValuationContact[] }>()
        .data.find((contact) => contact.id === requests[0]!.id);
      expect(request).toMatchObject({
        street: '',
        number: '',
        postcode: requests[0]!.postcode,
        city: '',
        propertyType: requests[0]!.propertyType,
        livableSurface: null,
        bedrooms: null,
        estimate: null,
      });

      expect(await t.db.select().from(contacts).where(eq(contacts.ownerId, id))).toEqual([]);
      expect(await t.db.select().from(contacts).where(eq(contacts.authorId, id))).toEqual([]);
      // A sent contact stays in the receiving agency's list as a contact about its listing (decision 030),
      // unlinked from the account and without who sent it.
      const kept = await t.db
        .select()
        .from(contacts)
        .where(isNull(contacts.authorId))
        .then((rows) => rows.filter((row) => sent.some((before) => before.id === row.id)));
      expect(kept.map((row) => row.id).sort()).toEqual(sent.map((row) => row.id).sort());
      expect(kept.every((row) => row.ownerId !== id)).toBe(true);
    },
  );
});

describe('what a deleted user sent to agencies (decision 030)', () => {
  it(
    'stays with each agency as a contact about its listing, and nothing personal is left in a full dump',
    { timeout: 90_000 },
    async () => {
      const email = 'private.erase@example.be';
      // Another private user (the seed's inactive one) who wrote to an agency, signed in and with the
      // account's address only.
      const [other] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'inactive@example.be'));
      const id = other!.id;
      await t.db
        .update(users)
        .set({ email, firstName: 'Griet', lastName: 'Verwijderhoven', phone: '+32 468 90 12 34' })
        .where(eq(users.id, id));
      const listing = await listingOf(t, 'agency@example.be', 1);
      await t.db.insert(contacts).values([
        {
          listingId: listing.id,
          ownerId: listing.userId,
          authorId: id,
          externalId: 'erase-signed-in',
          firstName: 'Griet',
          lastName: 'Verwijderhoven',
          email,
          phone: '+32 468 90 12 34',
          message: 'Griet vraagt een bezoek aan de Verwijderhovenlaan.',
        },
        {
          listingId: listing.id,
          ownerId: listing.userId,
          externalId: 'erase-by-address',
          firstName: 'Griet',
          lastName: 'Verwijderhoven',
          email: email.toUpperCase(),
          message: 'Nog een vraag van Griet over de tuin aan de Verwijderhovenlaan.',
        },
      ]);
      const values = await personalValues(id, email);
      expect(values).toEqual(expect.arrayContaining([email, 'Verwijderhoven', '+32 468 90 12 34']));
      const before = await findInDump(t.db, values);
      expect([...before].filter(([, where]) => where.length === 0)).toEqual([]);
      expect(before.get(email)).toEqual(expect.arrayContaining(['public.contacts', 'public.users']));

      await t.login(email).catch(() => undefined); // a failed login stores the address: it must go too
      await deleteAccount(email);

      const after = await findInDump(t.db, values);
      expect(Object.fromEntries([...after].filter(([, where]) => where.length > 0))).toEqual({});
      // The agency still sees that two contacts came about its listing, and when.
      const kept = await t.db
        .select()
        .from(contacts)
        .where(sql`${contacts.externalId} in ('erase-signed-in', 'erase-by-address')`);
      expect(kept).toHaveLength(2);
      for (const lead of kept) {
        expect(lead).toMatchObject({
          authorId: null,
          firstName: null,
          lastName: null,
          phone: null,
          message: '',
        });
        expect(isErasedEmail(lead.email)).toBe(true);
      }
    },
  );
});
