import type { Dashboard, UserProduct } from '@app/contract';
import {
  ACTIVATION,
  addDays,
  brusselsToday,
  DASHBOARD_TODO_DAYS,
  MARKET,
  PropertyFilter,
  STATUS_IDS_PUBLIC,
} from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, leads, listingMarket, listings, userProducts, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { newAgencies } from '../../test/burst';
import { currentUserById } from '../auth/auth.service';
import { listProperties } from '../properties/properties.service';
import { dashboardOf } from './dashboard.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) =>
  t.app.inject({ url: `/nl/api/core/${url}`, headers: { cookie } });
async function todoOf(cookie: string): Promise<Dashboard['todo']> {
  const response = await get('my-properties/dashboard', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data.todo;
}
async function idOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The counts as the tables give them on the Brussels day `today`, computed here without the service's SQL. */
async function expectedCounts(userId: number, today: string) {
  // Leads (a run of repeats is one), by the Brussels day of their first contact: the list's count.
  const received = await t.db.select({ firstAt: leads.firstAt }).from(leads).where(eq(leads.ownerId, userId));
  const days = received.map(({ firstAt }) => brusselsToday(firstAt));
  const within = (first: string, last: string) => days.filter((day) => day >= first && day <= last).length;
  const week = DASHBOARD_TODO_DAYS.contacts;
  const offline = (
    await t.db
      .select({ offlineDate: listings.offlineDate })
      .from(listings)
      .where(and(eq(listings.userId, userId), inArray(listings.statusId, [1, 7])))
  ).filter(
    ({ offlineDate }) =>
      offlineDate !== null &&
      offlineDate >= today &&
      offlineDate <= addDays(today, DASHBOARD_TODO_DAYS.offline),
  );
  const behind = (
    await t.db
      .select({
        similar: listingMarket.similarCount,
        views: listingMarket.viewsPerDay,
        q1: listingMarket.viewsQ1,
      })
      .from(listingMarket)
      .innerJoin(listings, eq(listings.id, listingMarket.listingId))
      .where(and(eq(listings.userId, userId), inArray(listings.statusId, [1, 7])))
  ).filter(({ similar, views, q1 }) => similar >= MARKET.verdictMin && q1 !== null && views < q1);
  return {
    contacts: within(addDays(today, 1 - week), today),
    previousContacts: within(addDays(today, 1 - 2 * week), addDays(today, -week)),
    goingOffline: offline.length,
    behindMarket: behind.length,
  };
}

describe('GET my-properties/dashboard: to do', () => {
  it("counts the demo agency's contacts, listings going offline and behind their market, and products as its screen shows them", async () => {
    const cookie = await t.login('agency@example.be');
    const todo = await todoOf(cookie);
    const today = brusselsToday();
    expect(todo).toMatchObject(await expectedCounts(await idOf('agency@example.be'), today));
    // The dashboard's link lists as many as it counts (the same filter through the route).
    const listed = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/my-properties',
      headers: { cookie, ...t.csrfHeaders },
      payload: { statusIds: [...STATUS_IDS_PUBLIC], offline: 'soon' },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ paging: { total: number } }>().paging.total).toBe(todo.goingOffline);
    // And its contacts line, the received contacts of the days it counts.
    const received = await t.app.inject({
      method: 'POST',
      url: '/nl/api/core/my-contacts',
      headers: { cookie, ...t.csrfHeaders },
      payload: { from: todo.contactsPeriod.from, to: todo.contactsPeriod.to },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<{ paging: { total: number } }>().paging.total).toBe(todo.contacts);
    expect(todo.contactsPeriod).toEqual({
      from: addDays(today, 1 - DASHBOARD_TODO_DAYS.contacts),
      to: today,
    });
    // The demo agency has contacts in both weeks: the comparison has something to compare.
    expect(todo.contacts + todo.previousContacts).toBeGreaterThan(0);

    // Products ending: those Products → Overview shows active and ending within 30 days.
    const products = (await get('my-products', cookie)).json<{ data: UserProduct[] }>().data;
    const last = addDays(today, DASHBOARD_TODO_DAYS.productsEnding);
    expect(todo.productsEnding).toBe(
      products.filter(
        (product) =>
          product.activation === ACTIVATION.active && product.endDate !== null && product.endDate <= last,
      ).length,
    );
  });

  it('gives a private user her counts, and no products ending: she holds none', async () => {
    const todo = await todoOf(await t.login('private@example.be'));
    expect(todo).toEqual({
      ...(await expectedCounts(await idOf('private@example.be'), brusselsToday())),
      contactsPeriod: { from: addDays(brusselsToday(), -6), to: brusselsToday() },
      productsEnding: null,
    });
  });
});

describe('the dashboard to do (fixed clock)', () => {
  // 11 March 2031, 00:30 in Brussels (winter: UTC+1), still 10 March in UTC. Far from the demo data,
  // and a new agency: every count is this test's rows.
  const NOW = new Date('2031-03-10T23:30:00Z');
  const TODAY = '2031-03-11';
  /** A Brussels wall-clock time on `day` as an instant (winter time, UTC+1). */
  const brussels = (day: string, time: string) => new Date(`${day}T${time}+01:00`);

  let agencyId: number;
  let listingId: number;
  beforeAll(async () => {
    const [agency] = await newAgencies(t, 1, 'todo');
    agencyId = agency!.id;
    let next = 0;
    const listing = (statusId: number, offlineDate: string | null) => ({
      vlancode: `QTD${String(++next).padStart(4, '0')}`,
      userId: agencyId,
      statusId,
      transactionType: 'sale' as const,
      propertyType: 'house' as const,
      offlineDate,
    });
    const rows = await t.db
      .insert(listings)
      .values([
        // Going offline: today, in exactly 7 days, under option in 3 days.
        listing(1, TODAY),
        listing(1, addDays(TODAY, 7)),
        listing(7, addDays(TODAY, 3)),
        // Not: in 8 days, yesterday, without an offline date, not public.
        listing(1, addDays(TODAY, 8)),
        listing(1, addDays(TODAY, -1)),
        listing(1, null),
        listing(2, addDays(TODAY, 1)),
      ])
      .returning({ id: listings.id });
    listingId = rows[0]!.id;
  });

  const todo = async () => (await dashboardOf(t.db, (await currentUserById(t.db, agencyId))!, NOW)).todo;

  it('counts listings going offline from today to today + 7 (inclusive), public ones only', async () => {
    expect((await todo()).goingOffline).toBe(3);
  });

  it("lists the same listings where its link leads: My properties' public ones going offline soon", async () => {
    const user = (await currentUserById(t.db, agencyId))!;
    const filter = PropertyFilter.parse({ statusIds: [...STATUS_IDS_PUBLIC], offline: 'soon' });
    const { data, paging } = await listProperties(t.db, user, filter, NOW);
    expect(paging.total).toBe((await todo()).goingOffline);
    expect(data.map((property) => property.offlineDate).sort()).toEqual([
      TODAY,
      addDays(TODAY, 3),
      addDays(TODAY, 7),
    ]);
    // Without the public statuses, the filter keeps the listing not public that goes offline soon.
    const anyStatus = await listProperties(t.db, user, PropertyFilter.parse({ offline: 'soon' }), NOW);
    expect(anyStatus.paging.total).toBe(4);
  });

  it('counts contacts by Brussels day: the last 7 days with today, and the 7 before', async () => {
    // Each its own sender: the same e-mail within 30 minutes is one lead (a repeat), as below.
    const contact = (sentAt: Date, externalId: string, email = `${externalId}@example.be`) => ({
      listingId,
      ownerId: agencyId,
      externalId,
      email,
      message: 'Is het pand nog beschikbaar?',
      sentAt,
    });
    await t.db.insert(contacts).values([
      // This week: today just after midnight; 6 days ago, just after its midnight (still the 4th in UTC).
      contact(brussels(TODAY, '00:05:00'), 'todo-1'),
      contact(brussels(addDays(TODAY, -6), '00:10:00'), 'todo-2'),
      // The week before: 7 days ago just before midnight, and 13 days ago.
      contact(brussels(addDays(TODAY, -7), '23:50:00'), 'todo-3'),
      contact(brussels(addDays(TODAY, -13), '12:00:00'), 'todo-4'),
      // Neither: 14 days ago just before midnight.
      contact(brussels(addDays(TODAY, -14), '23:50:00'), 'todo-5'),
      // A repeat 10 minutes after today's first: the same lead, as the contacts' list shows it.
      contact(brussels(TODAY, '00:15:00'), 'todo-6', 'todo-1@example.be'),
    ]);
    expect(await todo()).toMatchObject({
      contacts: 2,
      previousContacts: 2,
      contactsPeriod: { from: addDays(TODAY, -6), to: TODAY },
    });
  });

  it('counts the listings behind their market', async () => {
    await t.db.insert(listingMarket).values({
      listingId,
      computedOn: TODAY,
      scope: 'postcode',
      similarCount: MARKET.verdictMin,
      viewsPerDay: 1,
      viewsQ1: 2,
      viewsMedian: 3,
      viewsQ3: 4,
      contactsPerDay: 0,
      photos: 5,
      descriptions: ['nl'],
      usualDescriptions: ['nl'],
    });
    expect((await todo()).behindMarket).toBe(1);
  });

  it('counts the products that work today and end within 30 days', async () => {
    const product = (
      code: 'bestOf' | 'color' | 'wallpaper' | 'leadGenerator' | 'emailAlertPro' | 'proDirectory',
    ) => ({ userId: agencyId, code, activation: ACTIVATION.active, startDate: '2030-01-01' }) as const;
    const slots = { slots: 10, selection: 'AUTO' } as const;
    await t.db.insert(userProducts).values([
      // Ending: in exactly 30 days, and today (its last day).
      { ...product('bestOf'), ...slots, endDate: addDays(TODAY, 30) },
      { ...product('wallpaper'), endDate: TODAY },
      // Not: in 31 days, ended yesterday, no end date, not active.
      { ...product('color'), ...slots, endDate: addDays(TODAY, 31) },
      { ...product('proDirectory'), endDate: addDays(TODAY, -1) },
      { ...product('emailAlertPro'), endDate: null },
      { ...product('leadGenerator'), activation: ACTIVATION.pendingActivation, endDate: addDays(TODAY, 10) },
    ]);
    expect((await todo()).productsEnding).toBe(2);
  });

  it('gives zeros to an agency with nothing to do', async () => {
    const [idle] = await newAgencies(t, 1, 'todo-idle');
    const user = (await currentUserById(t.db, idle!.id))!;
    expect((await dashboardOf(t.db, user, NOW)).todo).toEqual({
      contacts: 0,
      previousContacts: 0,
      contactsPeriod: { from: addDays(TODAY, -6), to: TODAY },
      goingOffline: 0,
      behindMarket: 0,
      productsEnding: 0,
    });
  });
});
