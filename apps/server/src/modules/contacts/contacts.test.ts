import type { ContactFilterInput, ContactPage, Lead, ListingContacts } from '@app/contract';
import { brusselsToday, LEAD_REPEAT_WINDOW_MINUTES, MSG, PAGE_SIZE_MAX } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, listings, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
/** Two listings of the demo agency and one of another agency. */
let mine: { id: number; vlancode: string }[] = [];
let theirs: { id: number; vlancode: string };

type ContactInsert = typeof contacts.$inferInsert;

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'private@example.be', 'software@example.be']) {
    cookies[email] = await t.login(email);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[email] = row!.id;
  }
  mine = await t.db
    .select({ id: listings.id, vlancode: listings.vlancode })
    .from(listings)
    .where(eq(listings.userId, ids['agency@example.be']!))
    .orderBy(asc(listings.id))
    .limit(2);
  const [other] = await t.db
    .select({ id: listings.id, vlancode: listings.vlancode })
    .from(listings)
    .where(eq(listings.userId, ids['software@example.be']!))
    .orderBy(asc(listings.id))
    .limit(1);
  theirs = other!;
});
afterAll(() => t.close());

const contactOn = (
  listing: { id: number },
  sentAt: string,
  email: string,
  extra: Partial<ContactInsert> = {},
): ContactInsert => ({
  listingId: listing.id,
  ownerId: ids['agency@example.be']!,
  firstName: 'Test',
  lastName: 'Persoon',
  email,
  phone: '+32 470 00 00 00',
  message: `Bericht van ${email}`,
  sentAt: new Date(sentAt),
  ...extra,
});

async function post(body: ContactFilterInput, email = 'agency@example.be', sent = false) {
  return t.app.inject({
    method: 'POST',
    url: `/nl/api/core/my-contacts${sent ? '/sent' : ''}`,
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload: body,
  });
}
async function page(
  body: ContactFilterInput,
  email = 'agency@example.be',
  sent = false,
): Promise<ContactPage> {
  const response = await post(body, email, sent);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactPage>();
}
const leadsOf = (result: ContactPage): Lead[] => {
  if (result.view !== 'chronological') throw new Error('expected leads');
  return result.data;
};
const listingsOf = (result: ContactPage): ListingContacts[] => {
  if (result.view !== 'byListing') throw new Error('expected listings');
  return result.data;
};

/**
 * The tests' own grouping of contacts into leads, from the raw rows: a JavaScript walk over each
 * (listing, e-mail) in time order, independent of the SQL window functions.
 */
function expectedLeads(rows: (typeof contacts.$inferSelect)[]) {
  const sorted = [...rows].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.id - b.id);
  const open = new Map<string, { id: number; first: Date; last: Date; count: number }>();
  const leads: { id: number; first: Date; last: Date; count: number }[] = [];
  for (const row of sorted) {
    const key = `${row.listingId}|${row.email.toLowerCase()}`;
    const lead = open.get(key);
    if (lead && row.sentAt.getTime() - lead.last.getTime() <= LEAD_REPEAT_WINDOW_MINUTES * 60_000) {
      lead.last = row.sentAt;
      lead.count += 1;
    } else {
      const created = { id: row.id, first: row.sentAt, last: row.sentAt, count: 1 };
      open.set(key, created);
      leads.push(created);
    }
  }
  return leads.sort((a, b) => b.first.getTime() - a.first.getTime() || b.id - a.id);
}

async function allPages(body: ContactFilterInput, email = 'agency@example.be', sent = false) {
  const leads: Lead[] = [];
  for (let number = 1; ; number += 1) {
    const result = await page({ ...body, page: number, pageSize: PAGE_SIZE_MAX }, email, sent);
    leads.push(...leadsOf(result));
    if (number >= result.paging.totalPages) return { leads, total: result.paging.total };
  }
}

describe('POST my-contacts', () => {
  it('pages the leads newest first, with totals that match the contacts table', async () => {
    const rows = await t.db.select().from(contacts).where(eq(contacts.ownerId, ids['agency@example.be']!));
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const expected = expectedLeads(rows);

    const first = await page({ pageSize: 20 });
    expect(first.paging).toEqual({
      page: 1,
      pageSize: 20,
      total: expected.length,
      totalPages: Math.ceil(expected.length / 20),
    });
    expect(first.tooMany).toBe(false);
    const { leads, total } = await allPages({});
    expect(total).toBe(expected.length);
    expect(leads.map((lead) => [lead.id, lead.count])).toEqual(expected.map((lead) => [lead.id, lead.count]));
    expect(leads.reduce((sum, lead) => sum + lead.count, 0)).toBe(rows.length);
    expect(leads.map((lead) => lead.lastSentAt)).toEqual(expected.map((lead) => lead.last.toISOString()));

    // Pages of an odd size, in the older half counted back from the oldest lead: the same order.
    const odd: number[] = [];
    for (let number = 1; number <= Math.ceil(expected.length / 7); number += 1) {
      odd.push(...leadsOf(await page({ page: number, pageSize: 7 })).map((lead) => lead.id));
    }
    expect(odd).toEqual(expected.map((lead) => lead.id));

    // A page past the end is empty but keeps the total.
    const past = await page({ page: 999, pageSize: 20 });
    expect(past.data).toEqual([]);
    expect(past.paging.total).toBe(expected.length);
    // Even one whose offset does not fit a 32-bit integer.
    const farPast = await page({ page: 4_629_075_876_380_672, pageSize: 100 });
    expect(farPast.data).toEqual([]);
    expect(farPast.paging.total).toBe(expected.length);
  });

  it("pages a period's leads the same way: the Brussels days of their first contact", async () => {
    const rows = await t.db.select().from(contacts).where(eq(contacts.ownerId, ids['agency@example.be']!));
    const all = expectedLeads(rows);
    const days = [...new Set(all.map((lead) => brusselsToday(lead.first)))].sort();
    const [from, to] = [days[Math.floor(days.length / 4)]!, days[Math.floor((3 * days.length) / 4)]!];
    const expected = all.filter(
      (lead) => from <= brusselsToday(lead.first) && brusselsToday(lead.first) <= to,
    );
    expect(expected.length).toBeGreaterThan(3 * 7);
    const paged: number[] = [];
    for (let number = 1; number <= Math.ceil(expected.length / 7) + 1; number += 1) {
      const result = await page({ from, to, page: number, pageSize: 7 });
      expect(result.paging.total).toBe(expected.length);
      paged.push(...leadsOf(result).map((lead) => lead.id));
    }
    expect(paged).toEqual(expected.map((lead) => lead.id));
  });

  it('groups repeats from the same e-mail about the same listing into one lead with its count', async () => {
    const listing = mine[0]!;
    await t.db
      .insert(contacts)
      .values([
        contactOn(listing, '2020-03-10T09:00:00Z', 'herhaler@example.be'),
        contactOn(listing, '2020-03-10T09:04:00Z', 'Herhaler@Example.be'),
        contactOn(listing, '2020-03-10T09:09:00Z', 'herhaler@example.be'),
        contactOn(listing, '2020-03-10T11:09:00Z', 'herhaler@example.be'),
        contactOn(listing, '2020-03-10T09:02:00Z', 'iemand-anders@example.be'),
      ]);
    const leads = leadsOf(await page({ from: '2020-03-10', to: '2020-03-10' }));
    expect(leads.map((lead) => [lead.email.toLowerCase(), lead.count])).toEqual([
      ['herhaler@example.be', 1],
      ['iemand-anders@example.be', 1],
      ['herhaler@example.be', 3],
    ]);
    const run = leads[2]!;
    expect(run.sentAt).toBe('2020-03-10T09:00:00.000Z');
    expect(run.lastSentAt).toBe('2020-03-10T09:09:00.000Z');
    expect(run.message).toBe('Bericht van herhaler@example.be');
    expect(run.listing).toMatchObject({ listingId: listing.id, vlancode: listing.vlancode });
    expect(leads[0]!.lastSentAt).toBe(leads[0]!.sentAt);
  });

  it('groups by listing: one row per listing with its lead count, newest activity first', async () => {
    const [first, second] = mine;
    await t.db
      .insert(contacts)
      .values([
        contactOn(first!, '2020-04-01T10:00:00Z', 'a@example.be'),
        contactOn(first!, '2020-04-01T10:10:00Z', 'a@example.be'),
        contactOn(first!, '2020-04-02T10:00:00Z', 'b@example.be'),
        contactOn(second!, '2020-04-03T10:00:00Z', 'c@example.be'),
      ]);
    const grouped = await page({ from: '2020-04-01', to: '2020-04-30', view: 'byListing' });
    expect(grouped.view).toBe('byListing');
    expect(grouped.paging.total).toBe(2);
    expect(listingsOf(grouped).map((row) => [row.listing.vlancode, row.count, row.lastSentAt])).toEqual([
      [second!.vlancode, 1, '2020-04-03T10:00:00.000Z'],
      [first!.vlancode, 2, '2020-04-02T10:00:00.000Z'],
    ]);

    // Over all the agency's contacts, the per-listing counts add up to the leads.
    const all = await page({ view: 'byListing', pageSize: PAGE_SIZE_MAX });
    const chronological = await page({ pageSize: 1 });
    let sum = 0;
    for (let number = 1; number <= all.paging.totalPages; number += 1) {
      const result = await page({ view: 'byListing', page: number, pageSize: PAGE_SIZE_MAX });
      sum += listingsOf(result).reduce((total, row) => total + row.count, 0);
    }
    expect(sum).toBe(chronological.paging.total);
    // Without a period the counts are stored (decision 035): the same as counting over every day.
    const counted = await page({
      view: 'byListing',
      pageSize: PAGE_SIZE_MAX,
      from: '2000-01-01',
      to: '2099-12-31',
    });
    expect(listingsOf(all)).toEqual(listingsOf(counted));
    expect(all.paging).toEqual(counted.paging);
  });

  it('takes the period as Brussels days: 23:30 UTC on a winter day is the next day', async () => {
    const listing = mine[1]!;
    await t.db
      .insert(contacts)
      .values([
        contactOn(listing, '2020-01-30T23:30:00Z', 'winter-30@example.be'),
        contactOn(listing, '2020-01-31T22:59:00Z', 'winter-31@example.be'),
        contactOn(listing, '2020-01-31T23:30:00Z', 'winter-feb@example.be'),
        contactOn(listing, '2020-07-14T22:30:00Z', 'zomer@example.be'),
      ]);
    const emails = async (from: string, to: string) =>
      leadsOf(await page({ from, to })).map((lead) => lead.email);
    expect(await emails('2020-01-31', '2020-01-31')).toEqual([
      'winter-31@example.be',
      'winter-30@example.be',
    ]);
    expect(await emails('2020-02-01', '2020-02-01')).toEqual(['winter-feb@example.be']);
    expect(await emails('2020-01-01', '2020-01-30')).toEqual([]);
    // Summer time: 22:30 UTC is already 00:30 on the next day in Brussels.
    expect(await emails('2020-07-15', '2020-07-15')).toEqual(['zomer@example.be']);
    expect(await emails('2020-07-14', '2020-07-14')).toEqual([]);
    // Only a lower or an upper bound.
    expect(await emails('2020-07-15', '2099-01-01')).not.toContain('winter-feb@example.be');
    expect((await page({ to: '2020-01-31' })).paging.total).toBe(2);
  });

  it("filters on one listing's code; an unknown code or another agency's listing gives an empty page", async () => {
    const listing = mine[0]!;
    const rows = await t.db.select().from(contacts).where(eq(contacts.listingId, listing.id));
    const result = await page({ vlancode: listing.vlancode, pageSize: PAGE_SIZE_MAX });
    expect(result.paging.total).toBe(expectedLeads(rows).length);
    expect(leadsOf(result).every((lead) => lead.listing.vlancode === listing.vlancode)).toBe(true);

    const unknown = await page({ vlancode: 'ZZZ9999' });
    expect(unknown.data).toEqual([]);
    expect(unknown.paging.total).toBe(0);

    const received = await t.db.select().from(contacts).where(eq(contacts.listingId, theirs.id));
    expect(received.length).toBeGreaterThan(0);
    for (const view of ['chronological', 'byListing'] as const) {
      const foreign = await page({ vlancode: theirs.vlancode, view });
      expect(foreign.data).toEqual([]);
      expect(foreign.paging.total).toBe(0);
    }
  });

  it("never shows another agency's contacts", async () => {
    const { leads } = await allPages({});
    const codes = new Set(
      (
        await t.db
          .select({ vlancode: listings.vlancode })
          .from(listings)
          .where(eq(listings.userId, ids['agency@example.be']!))
      ).map((row) => row.vlancode),
    );
    expect(leads.every((lead) => codes.has(lead.listing.vlancode))).toBe(true);
    const other = await page({}, 'software@example.be');
    const theirRows = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.ownerId, ids['software@example.be']!));
    expect(other.paging.total).toBe(expectedLeads(theirRows).length);
  });

  it('answers 400 when the period ends before it starts, and 401 without a session', async () => {
    const response = await post({ from: '2024-05-02', to: '2024-05-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { to: MSG.dateOrder } });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/my-contacts',
      headers: t.csrfHeaders,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST my-contacts/sent', () => {
  it("shows a private user's sent contacts, with the listings they wrote about", async () => {
    const author = ids['private@example.be']!;
    const rows = await t.db.select().from(contacts).where(eq(contacts.authorId, author));
    expect(rows.length).toBeGreaterThan(0);
    const { leads, total } = await allPages({}, 'private@example.be', true);
    expect(total).toBe(expectedLeads(rows).length);
    expect(leads.map((lead) => lead.id).sort()).toEqual(
      expectedLeads(rows)
        .map((lead) => lead.id)
        .sort(),
    );
    expect(leads.every((lead) => lead.email === 'private@example.be')).toBe(true);
    // Each names whom it went to: the listing's advertiser, by its company or name.
    const advertisers = await t.db
      .select({
        listingId: listings.id,
        company: users.companyName,
        first: users.firstName,
        last: users.lastName,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId));
    const advertiserOf = new Map(
      advertisers.map((row) => [
        row.listingId,
        row.company || [row.first, row.last].filter(Boolean).join(' '),
      ]),
    );
    for (const lead of leads) expect(lead.advertiser).toBe(advertiserOf.get(lead.listing.listingId));
    expect(leads.every((lead) => lead.advertiser)).toBe(true);
    expect(leadsOf(await page({}, 'agency@example.be')).every((lead) => lead.advertiser === null)).toBe(true);

    // What the private user received is apart from what she sent; the agency sent nothing.
    const receivedByHer = leadsOf(await page({}, 'private@example.be'));
    expect(receivedByHer.length).toBeGreaterThan(0);
    expect(receivedByHer.every((lead) => lead.email !== 'private@example.be')).toBe(true);
    expect((await page({}, 'agency@example.be', true)).paging.total).toBe(0);

    // Any listing's code filters the sent contacts.
    const one = rows[0]!;
    const [listing] = await t.db
      .select({ vlancode: listings.vlancode })
      .from(listings)
      .where(eq(listings.id, one.listingId));
    const filtered = await page({ vlancode: listing!.vlancode }, 'private@example.be', true);
    expect(leadsOf(filtered).map((lead) => lead.listing.vlancode)).toEqual([listing!.vlancode]);
    const grouped = await page({ view: 'byListing' }, 'private@example.be', true);
    expect(grouped.paging.total).toBe(new Set(rows.map((row) => row.listingId)).size);
  });
});
