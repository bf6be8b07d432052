import type { Dashboard } from '@app/contract';
import {
  brusselsToday,
  DASHBOARD_ACTIVITY_DAYS,
  DASHBOARD_RECENT_CONTACTS,
  ERR,
  PROPERTY_TYPES,
  STATUS_TYPES,
  TRANSACTION_TYPES,
} from '@app/contract';
import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  listingDailyStats,
  listingProductSlots,
  listings,
  userProducts,
  users,
} from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
const cookies = new Map<string, string>();
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  const emails = [
    'agency@example.be',
    'notary@example.be',
    'software@example.be',
    'private@example.be',
    'info@desmetvastgoed.be',
  ];
  for (const email of emails) cookies.set(email, await t.login(email));
  const rows = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  for (const row of rows) ids.set(row.email, row.id);
});
afterAll(() => t.close());

const idOf = (email: string) => ids.get(email)!;
const getDashboard = (cookie?: string) =>
  t.app.inject({ url: '/nl/api/core/my-properties/dashboard', headers: cookie ? { cookie } : {} });
async function dashboardOf(email: string): Promise<Dashboard> {
  const response = await getDashboard(cookies.get(email));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The counts as the listings table gives them, computed here without the service's SQL. */
async function expectedCounts(userId: number) {
  const rows = (await t.db.select().from(listings).where(eq(listings.userId, userId))).filter(
    (row) => row.statusId !== 3 && row.statusId !== 5,
  );
  const countBy = <K>(key: (row: (typeof rows)[number]) => K, order: readonly K[]) =>
    order
      .map((value) => ({ value, count: rows.filter((row) => key(row) === value).length }))
      .filter(({ count }) => count > 0);
  return {
    total: rows.length,
    byPropertyType: countBy((row) => row.propertyType, PROPERTY_TYPES).map(({ value, count }) => ({
      propertyType: value,
      count,
    })),
    byTransactionType: countBy((row) => row.transactionType, TRANSACTION_TYPES).map(({ value, count }) => ({
      transactionType: value,
      count,
    })),
    byStatus: countBy(
      (row) => row.statusId,
      STATUS_TYPES.map((status) => status.id),
    ).map(({ value, count }) => ({
      status: { id: value, code: STATUS_TYPES.find((status) => status.id === value)!.code },
      count,
    })),
  };
}

describe('GET my-properties/dashboard: listings', () => {
  it.each(['agency@example.be', 'private@example.be', 'notary@example.be'])(
    "counts %s's listed listings by type, transaction and status, as the listings table does",
    async (email) => {
      const dashboard = await dashboardOf(email);
      const expected = await expectedCounts(idOf(email));
      expect(expected.total).toBeGreaterThan(0);
      expect({
        total: dashboard.total,
        byPropertyType: dashboard.byPropertyType,
        byTransactionType: dashboard.byTransactionType,
        byStatus: dashboard.byStatus,
      }).toEqual(expected);
      const sum = (items: Array<{ count: number }>) => items.reduce((total, item) => total + item.count, 0);
      expect(sum(dashboard.byPropertyType)).toBe(dashboard.total);
      expect(sum(dashboard.byStatus)).toBe(dashboard.total);
    },
  );

  it('shows every type, transaction and listed status of the demo agency, never drafts or deleted ones', async () => {
    const dashboard = await dashboardOf('agency@example.be');
    expect(dashboard.total).toBeGreaterThanOrEqual(150);
    expect(dashboard.byPropertyType.map((group) => group.propertyType)).toEqual([...PROPERTY_TYPES]);
    expect(dashboard.byTransactionType.map((group) => group.transactionType)).toEqual([...TRANSACTION_TYPES]);
    expect(dashboard.byStatus.map((group) => group.status.id)).toEqual([1, 2, 4, 6, 7]);
  });
});

describe('GET my-properties/dashboard: Best Of and Colour slots', () => {
  /** Slots in use, counted here: rows whose listing is the user's and published or under option. */
  async function usedSlots(userId: number, product: 'bestOf' | 'color') {
    const [row] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(listingProductSlots)
      .innerJoin(listings, eq(listings.id, listingProductSlots.listingId))
      .where(
        and(
          eq(listingProductSlots.userId, userId),
          eq(listingProductSlots.product, product),
          eq(listings.userId, userId),
          inArray(listings.statusId, [1, 7]),
        ),
      );
    return row!.count;
  }
  async function productOf(userId: number, code: 'bestOf' | 'color') {
    const [row] = await t.db
      .select()
      .from(userProducts)
      .where(and(eq(userProducts.userId, userId), eq(userProducts.code, code)));
    return row!;
  }

  it("gives the agency its packs' slots, those in use, the selection method and the start date", async () => {
    const agencyId = idOf('agency@example.be');
    const { slots } = await dashboardOf('agency@example.be');
    for (const code of ['bestOf', 'color'] as const) {
      const product = await productOf(agencyId, code);
      expect(slots![code]).toEqual({
        used: await usedSlots(agencyId, code),
        available: product.slots,
        selection: product.selection,
        startDate: product.startDate,
        active: true,
      });
    }
    // The seed: Best Of (AUTO) about 80 % full, Colour (MANUAL) full.
    expect(slots!.bestOf).toMatchObject({ used: 20, available: 25, selection: 'AUTO' });
    expect(slots!.color).toMatchObject({ used: 25, available: 25, selection: 'MANUAL' });
  });

  it('gives another agency its Starter pack that starts in two weeks; a professional without products null per product', async () => {
    const { slots } = await dashboardOf('info@desmetvastgoed.be');
    expect(slots!.bestOf).toMatchObject({ used: 0, available: 10, selection: 'AUTO', active: false });
    expect(slots!.color).toMatchObject({ used: 0, available: 10, selection: 'MANUAL', active: false });
    expect(slots!.color!.startDate > brusselsToday()).toBe(true);
    expect((await dashboardOf('notary@example.be')).slots).toEqual({ bestOf: null, color: null });
    expect((await dashboardOf('software@example.be')).slots).toEqual({ bestOf: null, color: null });
  });

  it('has no slots for a private user', async () => {
    expect((await dashboardOf('private@example.be')).slots).toBeNull();
  });

  it('stops counting a slot whose listing went offline, and says when a product is not active yet', async () => {
    const agencyId = idOf('agency@example.be');
    const before = (await dashboardOf('agency@example.be')).slots!;
    const [slotted] = await t.db
      .select({ listingId: listingProductSlots.listingId })
      .from(listingProductSlots)
      .where(and(eq(listingProductSlots.userId, agencyId), eq(listingProductSlots.product, 'color')))
      .orderBy(asc(listingProductSlots.listingId))
      .limit(1);
    await t.db.update(listings).set({ statusId: 2 }).where(eq(listings.id, slotted!.listingId));
    await t.db
      .update(userProducts)
      .set({ activation: 2, startDate: '2099-01-04' })
      .where(and(eq(userProducts.userId, agencyId), eq(userProducts.code, 'bestOf')));

    const after = (await dashboardOf('agency@example.be')).slots!;
    expect(after.color!.used).toBe(before.color!.used - 1);
    expect(after.bestOf).toMatchObject({ active: false, startDate: '2099-01-04' });
  });
});

describe('GET my-properties/dashboard: recent contacts', () => {
  it("lists the caller's newest received contacts, newest first, with the listing's code and reference", async () => {
    const agencyId = idOf('agency@example.be');
    const { recentContacts } = await dashboardOf('agency@example.be');
    const expected = await t.db
      .select({
        id: contacts.id,
        listingId: contacts.listingId,
        vlancode: listings.vlancode,
        yourReference: listings.yourReference,
        email: contacts.email,
      })
      .from(contacts)
      .innerJoin(listings, eq(listings.id, contacts.listingId))
      .where(eq(contacts.ownerId, agencyId))
      .orderBy(desc(contacts.sentAt), desc(contacts.id))
      .limit(DASHBOARD_RECENT_CONTACTS);
    expect(expected).toHaveLength(DASHBOARD_RECENT_CONTACTS);
    expect(recentContacts).toHaveLength(DASHBOARD_RECENT_CONTACTS);
    expect(recentContacts).toMatchObject(expected);
    const times = recentContacts.map((contact) => Date.parse(contact.sentAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("shows a new contact first, and never another agency's or one the caller sent", async () => {
    const agencyId = idOf('agency@example.be');
    const notaryId = idOf('notary@example.be');
    const [agencyListing] = await t.db
      .select({ id: listings.id, vlancode: listings.vlancode, yourReference: listings.yourReference })
      .from(listings)
      .where(and(eq(listings.userId, agencyId), eq(listings.statusId, 1)))
      .limit(1);
    const [notaryListing] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.userId, notaryId))
      .limit(1);
    const now = Date.now();
    await t.db.insert(contacts).values([
      {
        listingId: agencyListing!.id,
        ownerId: agencyId,
        externalId: 'test-dashboard-1',
        firstName: 'Nieuwe',
        lastName: 'Klant',
        email: 'nieuwe.klant@example.be',
        phone: null,
        message: 'Is dit pand nog beschikbaar?',
        sentAt: new Date(now - 60_000),
      },
      // Newer, but the notary's (sent by the agency): not a contact the agency received.
      {
        listingId: notaryListing!.id,
        ownerId: notaryId,
        authorId: agencyId,
        externalId: 'test-dashboard-2',
        firstName: 'Jan',
        lastName: 'Claes',
        email: 'agency@example.be',
        message: 'Vraag van een collega',
        sentAt: new Date(now - 1_000),
      },
    ]);

    const [first, ...rest] = (await dashboardOf('agency@example.be')).recentContacts;
    expect(first).toEqual({
      id: expect.any(Number),
      sentAt: new Date(now - 60_000).toISOString(),
      listingId: agencyListing!.id,
      vlancode: agencyListing!.vlancode,
      yourReference: agencyListing!.yourReference,
      firstName: 'Nieuwe',
      lastName: 'Klant',
      email: 'nieuwe.klant@example.be',
      phone: null,
      message: 'Is dit pand nog beschikbaar?',
    });
    expect(rest.map((contact) => contact.message)).not.toContain('Vraag van een collega');
    const notary = (await dashboardOf('notary@example.be')).recentContacts;
    expect(notary[0]!.message).toBe('Vraag van een collega');
    expect(notary.map((contact) => contact.message)).not.toContain('Is dit pand nog beschikbaar?');
  });

  it('shows the private user what people wrote about her own flat, never what she wrote to agencies', async () => {
    const recent = (await dashboardOf('private@example.be')).recentContacts;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((contact) => contact.email !== 'private@example.be')).toBe(true);
  });
});

describe('GET my-properties/dashboard: activity', () => {
  /** Per-day sums of the user's listings' rows, computed here. */
  async function expectedActivity(userId: number, first: string, last: string) {
    const rows = await t.db
      .select({
        day: listingDailyStats.day,
        searchAppearances: listingDailyStats.searchAppearances,
        detailViews: listingDailyStats.detailViews,
        mails: listingDailyStats.mails,
        phoneRequests: listingDailyStats.phoneRequests,
      })
      .from(listingDailyStats)
      .innerJoin(listings, eq(listings.id, listingDailyStats.listingId))
      .where(and(eq(listings.userId, userId), between(listingDailyStats.day, first, last)));
    const days = new Map<
      string,
      { searchAppearances: number; detailViews: number; mails: number; phoneRequests: number }
    >();
    for (const row of rows) {
      const sum = days.get(row.day) ?? { searchAppearances: 0, detailViews: 0, mails: 0, phoneRequests: 0 };
      sum.searchAppearances += row.searchAppearances;
      sum.detailViews += row.detailViews;
      sum.mails += row.mails;
      sum.phoneRequests += row.phoneRequests;
      days.set(row.day, sum);
    }
    return days;
  }

  it.each(['agency@example.be', 'private@example.be'])(
    'gives %s 30 Brussels days up to today, oldest first, summed from the daily statistics',
    async (email) => {
      const { activity } = await dashboardOf(email);
      const today = brusselsToday();
      const first = addDays(today, 1 - DASHBOARD_ACTIVITY_DAYS);
      expect(activity).toHaveLength(DASHBOARD_ACTIVITY_DAYS);
      expect(activity.map((day) => day.day)).toEqual(
        Array.from({ length: DASHBOARD_ACTIVITY_DAYS }, (_, index) => addDays(first, index)),
      );
      const expected = await expectedActivity(idOf(email), first, today);
      expect(expected.size).toBeGreaterThan(0);
      for (const { day, ...counters } of activity) {
        expect(counters, day).toEqual(
          expected.get(day) ?? { searchAppearances: 0, detailViews: 0, mails: 0, phoneRequests: 0 },
        );
      }
      expect(activity.some((day) => day.detailViews > 0)).toBe(true);
    },
  );

  it('fills days without statistics with zeros', async () => {
    const privateId = idOf('private@example.be');
    const today = brusselsToday();
    const gap = addDays(today, -10);
    const own = t.db.select({ id: listings.id }).from(listings).where(eq(listings.userId, privateId));
    const [{ count }] = (await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(listingDailyStats)
      .where(and(eq(listingDailyStats.day, gap), inArray(listingDailyStats.listingId, own)))) as [
      { count: number },
    ];
    expect(count).toBeGreaterThan(0);
    await t.db
      .delete(listingDailyStats)
      .where(and(eq(listingDailyStats.day, gap), inArray(listingDailyStats.listingId, own)));

    const { activity } = await dashboardOf('private@example.be');
    expect(activity).toHaveLength(DASHBOARD_ACTIVITY_DAYS);
    const empty = { searchAppearances: 0, detailViews: 0, mails: 0, phoneRequests: 0 };
    expect(activity.find((day) => day.day === gap)).toEqual({ day: gap, ...empty });
    // The seed writes statistics up to yesterday: today has none yet.
    expect(activity.at(-1)).toEqual({ day: today, ...empty });
    expect(activity.find((day) => day.day === addDays(today, -9))!.detailViews).toBeGreaterThan(0);
  });
});

describe('GET my-properties/dashboard: access', () => {
  it('refuses an inactive user (403) and a visitor (401)', async () => {
    const inactive = await getDashboard(await t.login('inactive@example.be'));
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ error: 'inactive', messageKey: ERR.inactive });
    const anonymous = await getDashboard();
    expect(anonymous.statusCode).toBe(401);
  });
});
