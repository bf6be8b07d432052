import type { ContactStatistics, ProStatistics, StatisticsSeries } from '@app/contract';
import {
  addDays,
  brusselsToday,
  CONTACT_STATISTICS_DAYS,
  MSG,
  presetRange,
  PRO_STATISTICS_LISTINGS_MAX,
} from '@app/contract';
import { and, between, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, listingDailyStats, listings, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { rangePeriods } from './periods';
import { sumDays } from './statistics.repository';
import { insertContact, insertDays, insertListing } from './statistics-test-data';

let t: TestApp;
const cookies = new Map<string, string>();
const ids = new Map<string, number>();
const EMAILS = ['agency@example.be', 'notary@example.be', 'private@example.be'];

beforeAll(async () => {
  t = await createTestApp();
  for (const email of EMAILS) cookies.set(email, await t.login(email));
  const rows = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, EMAILS));
  for (const row of rows) ids.set(row.email, row.id);
});
afterAll(() => t.close());

const AGENCY = 'agency@example.be';
const get = (url: string, email = AGENCY) =>
  t.app.inject({ url: `/nl/api/core/${url}`, headers: { cookie: cookies.get(email)! } });
async function dataOf<T>(url: string, email = AGENCY): Promise<T> {
  const response = await get(url, email);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

/** The Brussels calendar day of an instant, computed without the database. */
const brusselsDay = (instant: Date) => brusselsToday(instant);

/** The raw rows of a user's listings (every status) and contacts, summed between two days: the truth. */
async function rawTotals(userId: number, first: string, last: string) {
  const owned = t.db.select({ id: listings.id }).from(listings).where(eq(listings.userId, userId));
  const stats = await t.db
    .select()
    .from(listingDailyStats)
    .where(and(inArray(listingDailyStats.listingId, owned), between(listingDailyStats.day, first, last)));
  const received = (
    await t.db
      .select({ sentAt: contacts.sentAt })
      .from(contacts)
      .where(
        and(
          eq(contacts.ownerId, userId),
          // A day either side: the Brussels day is decided below, in JavaScript.
          gte(contacts.sentAt, new Date(`${addDays(first, -1)}T00:00:00Z`)),
          lt(contacts.sentAt, new Date(`${addDays(last, 2)}T00:00:00Z`)),
        ),
      )
  ).map((row) => brusselsDay(row.sentAt));
  return (start: string, end: string) => {
    const days = stats.filter((row) => row.day >= start && row.day <= end);
    const sum = (pick: (row: (typeof stats)[number]) => number) =>
      days.reduce((total, row) => total + pick(row), 0);
    return {
      searchAppearances: sum((row) => row.searchAppearances),
      detailViews: sum((row) => row.detailViews),
      mails: sum((row) => row.mails),
      phoneRequests: sum((row) => row.phoneRequests),
      contacts: received.filter((day) => day >= start && day <= end).length,
    };
  };
}

/** The periods follow each other without gap or overlap from filterStart to filterEnd. */
function expectContiguous(series: StatisticsSeries) {
  expect(series.series[0]!.start).toBe(series.filterStart);
  expect(series.series.at(-1)!.end).toBe(series.filterEnd);
  series.series.forEach((point, index) => {
    expect(point.start <= point.end).toBe(true);
    if (index > 0) expect(point.start).toBe(addDays(series.series[index - 1]!.end, 1));
  });
}

describe('GET my-statistics', () => {
  const today = brusselsToday();
  const filterStart = addDays(today, -120);

  beforeAll(async () => {
    // A deleted listing's views still happened: they count.
    const deleted = await insertListing(t, ids.get(AGENCY)!, 5);
    await insertDays(t, deleted.id, addDays(today, -10), 5);
  });

  for (const span of ['day', 'week', 'month'] as const) {
    it(`sums the agency's listings per ${span}, as the raw rows give them`, async () => {
      const series = await dataOf<StatisticsSeries>(
        `my-statistics?filterStart=${filterStart}&filterEnd=${today}&span=${span}`,
      );
      expect(series).toMatchObject({ filterStart, filterEnd: today, span });
      expectContiguous(series);
      const truth = await rawTotals(ids.get(AGENCY)!, filterStart, today);
      for (const point of series.series) {
        expect(point, point.period).toMatchObject(truth(point.start, point.end));
      }
      expect(series.totals).toEqual(truth(filterStart, today));
      expect(series.totals.detailViews).toBeGreaterThan(0);
      if (span === 'day') expect(series.series).toHaveLength(121);
      if (span === 'week')
        expect(series.series.every((point) => /^\d{4}-W\d{2}$/.test(point.period))).toBe(true);
      if (span === 'month') expect(series.series[0]!.period).toBe(filterStart.slice(0, 7));
    });
  }

  it("reads one row per week or month from the database, on the period's first day in the range", async () => {
    // The notary's own listing, so that the agency's figures above stay as they are.
    const notary = ids.get('notary@example.be')!;
    const listing = await insertListing(t, notary);
    await insertDays(t, listing.id, filterStart, 121);
    await insertContact(t, listing.id, notary, `${addDays(filterStart, 40)}T10:00:00Z`);
    const scopes = [{ userId: notary }, { listingId: listing.id }];
    for (const scope of scopes) {
      const days = await sumDays(t.db, scope, filterStart, today, 'day');
      expect(days.length).toBeGreaterThan(100);
      for (const span of ['week', 'month'] as const) {
        const { periods } = rangePeriods(filterStart, today, span);
        const rows = await sumDays(t.db, scope, filterStart, today, span);
        expect(rows.map((row) => row.day)).toEqual(periods.map((period) => period.start));
        const total = (list: typeof rows) =>
          list.reduce((sum, row) => [sum[0]! + row.detail_views, sum[1]! + row.contacts], [0, 0]);
        expect(total(rows)).toEqual(total(days));
      }
    }
  });

  it('answers every period with zeros before the data', async () => {
    const series = await dataOf<StatisticsSeries>(
      'my-statistics?filterStart=2020-01-15&filterEnd=2020-03-31&span=month',
    );
    expect(series.series).toEqual([
      {
        period: '2020-01',
        start: '2020-01-15',
        end: '2020-01-31',
        searchAppearances: 0,
        detailViews: 0,
        mails: 0,
        phoneRequests: 0,
        contacts: 0,
      },
      {
        period: '2020-02',
        start: '2020-02-01',
        end: '2020-02-29',
        searchAppearances: 0,
        detailViews: 0,
        mails: 0,
        phoneRequests: 0,
        contacts: 0,
      },
      {
        period: '2020-03',
        start: '2020-03-01',
        end: '2020-03-31',
        searchAppearances: 0,
        detailViews: 0,
        mails: 0,
        phoneRequests: 0,
        contacts: 0,
      },
    ]);
    expect(series.totals).toEqual({
      searchAppearances: 0,
      detailViews: 0,
      mails: 0,
      phoneRequests: 0,
      contacts: 0,
    });
  });

  it('refuses an end before the start and a range over two years (400)', async () => {
    const backwards = await get('my-statistics?filterStart=2026-05-02&filterEnd=2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ error: 'validation', fields: { filterEnd: MSG.dateOrder } });
    const tooLong = await get('my-statistics?filterStart=2024-01-01&filterEnd=2026-01-01&span=month');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ fields: { filterEnd: MSG.rangeTooLong } });
    // Exactly the longest range is allowed.
    expect(
      (await get('my-statistics?filterStart=2024-01-01&filterEnd=2025-12-31&span=month')).statusCode,
    ).toBe(200);
    expect((await get('my-statistics?filterStart=2026-13-01&filterEnd=2026-12-31')).statusCode).toBe(400);
  });

  it('needs a session (401)', async () => {
    const response = await t.app.inject({
      url: '/nl/api/core/my-statistics?filterStart=2026-01-01&filterEnd=2026-01-31',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET my-statistics/announcement/:id/span/:span', () => {
  let listing: { id: number; vlancode: string };
  const range = 'filterStart=2026-12-28&filterEnd=2027-01-10';

  beforeAll(async () => {
    listing = await insertListing(t, ids.get(AGENCY)!);
    // 2026-12-28 .. 2027-01-10: detail views 10..23, search appearances 100..113.
    await insertDays(t, listing.id, '2026-12-28', 14);
    // 23:30 UTC on 31 December is 00:30 on 1 January in Brussels (UTC+1).
    await insertContact(t, listing.id, ids.get(AGENCY)!, '2026-12-31T23:30:00Z');
    // 22:30 UTC on 3 January is still 3 January in Brussels.
    await insertContact(t, listing.id, ids.get(AGENCY)!, '2027-01-03T22:30:00Z');
    // 23:30 UTC on 10 January is 11 January in Brussels: outside the range.
    await insertContact(t, listing.id, ids.get(AGENCY)!, '2027-01-10T23:30:00Z');
  });

  const sumOf = (from: number, to: number) => {
    let total = 0;
    for (let index = from; index <= to; index++) total += index;
    return total;
  };

  it('gives ISO weeks across the year boundary (2026-W53, 2027-W01)', async () => {
    const series = await dataOf<StatisticsSeries & { listingId: number; vlancode: string }>(
      `my-statistics/announcement/${listing.id}/span/week?${range}`,
    );
    expect(series).toMatchObject({ listingId: listing.id, vlancode: listing.vlancode, span: 'week' });
    expect(series.series).toEqual([
      {
        period: '2026-W53',
        start: '2026-12-28',
        end: '2027-01-03',
        searchAppearances: sumOf(100, 106),
        detailViews: sumOf(10, 16),
        mails: 0 + 1 + 2 + 0 + 1 + 2 + 0,
        phoneRequests: 3,
        contacts: 2,
      },
      {
        period: '2027-W01',
        start: '2027-01-04',
        end: '2027-01-10',
        searchAppearances: sumOf(107, 113),
        detailViews: sumOf(17, 23),
        mails: 1 + 2 + 0 + 1 + 2 + 0 + 1,
        phoneRequests: 4,
        contacts: 0,
      },
    ]);
    expect(series.totals).toEqual({
      searchAppearances: sumOf(100, 113),
      detailViews: sumOf(10, 23),
      mails: 13,
      phoneRequests: 7,
      contacts: 2,
    });
  });

  it('gives calendar months and Brussels days', async () => {
    const months = await dataOf<StatisticsSeries>(
      `my-statistics/announcement/${listing.id}/span/month?${range}`,
    );
    expect(
      months.series.map(({ period, start, end, detailViews, contacts: count }) => ({
        period,
        start,
        end,
        detailViews,
        count,
      })),
    ).toEqual([
      { period: '2026-12', start: '2026-12-28', end: '2026-12-31', detailViews: sumOf(10, 13), count: 0 },
      { period: '2027-01', start: '2027-01-01', end: '2027-01-10', detailViews: sumOf(14, 23), count: 2 },
    ]);
    const days = await dataOf<StatisticsSeries>(`my-statistics/announcement/${listing.id}/span/day?${range}`);
    expect(days.series).toHaveLength(14);
    expect(days.series.find((point) => point.period === '2026-12-31')!.contacts).toBe(0);
    expect(days.series.find((point) => point.period === '2027-01-01')!.contacts).toBe(1);
    expect(days.series.find((point) => point.period === '2027-01-03')!.contacts).toBe(1);
    expect(days.series.find((point) => point.period === '2027-01-05')!.detailViews).toBe(18);
  });

  it('answers zeros for a range before the listing had data', async () => {
    const series = await dataOf<StatisticsSeries>(
      `my-statistics/announcement/${listing.id}/span/day?filterStart=2026-12-01&filterEnd=2026-12-27`,
    );
    expect(series.series).toHaveLength(27);
    expect(series.series.every((point) => point.detailViews === 0 && point.contacts === 0)).toBe(true);
  });

  it("answers 404 for someone else's listing, a draft and an unknown id", async () => {
    const notaryListing = await insertListing(t, ids.get('notary@example.be')!);
    const draft = await insertListing(t, ids.get(AGENCY)!, 3);
    for (const id of [notaryListing.id, draft.id, 999_999]) {
      const response = await get(`my-statistics/announcement/${id}/span/day?${range}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    // The notary sees their own.
    expect(
      (await get(`my-statistics/announcement/${notaryListing.id}/span/day?${range}`, 'notary@example.be'))
        .statusCode,
    ).toBe(200);
  });

  it('validates the span and the range', async () => {
    expect((await get(`my-statistics/announcement/${listing.id}/span/year?${range}`)).statusCode).toBe(400);
    const backwards = await get(
      `my-statistics/announcement/${listing.id}/span/day?filterStart=2027-01-10&filterEnd=2026-12-28`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fields: { filterEnd: MSG.dateOrder } });
  });
});

describe('GET my-statistics/pro', () => {
  it('adds the listings with the most detail views and the listed count', async () => {
    const today = brusselsToday();
    const filterStart = addDays(today, -60);
    const agencyId = ids.get(AGENCY)!;
    const pro = await dataOf<ProStatistics>(
      `my-statistics/pro?filterStart=${filterStart}&filterEnd=${today}&span=week`,
    );
    const general = await dataOf<StatisticsSeries>(
      `my-statistics?filterStart=${filterStart}&filterEnd=${today}&span=week`,
    );
    expect({ ...pro, listings: undefined, listingCount: undefined }).toEqual({
      ...general,
      listings: undefined,
      listingCount: undefined,
    });

    const ownRows = await t.db.select().from(listings).where(eq(listings.userId, agencyId));
    const stats = await t.db
      .select()
      .from(listingDailyStats)
      .where(
        and(
          inArray(
            listingDailyStats.listingId,
            ownRows.map((row) => row.id),
          ),
          between(listingDailyStats.day, filterStart, today),
        ),
      );
    const viewsOf = new Map<number, number>();
    for (const row of stats) viewsOf.set(row.listingId, (viewsOf.get(row.listingId) ?? 0) + row.detailViews);
    const expectedOrder = [...viewsOf.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, PRO_STATISTICS_LISTINGS_MAX);

    expect(pro.listings).toHaveLength(Math.min(PRO_STATISTICS_LISTINGS_MAX, viewsOf.size));
    expect(pro.listings.map((row) => [row.listingId, row.detailViews])).toEqual(expectedOrder);
    const truth = await rawTotals(agencyId, filterStart, today);
    const first = pro.listings[0]!;
    const firstRows = stats.filter((row) => row.listingId === first.listingId);
    expect(first.searchAppearances).toBe(firstRows.reduce((total, row) => total + row.searchAppearances, 0));
    expect(first.vlancode).toBe(ownRows.find((row) => row.id === first.listingId)!.vlancode);
    expect(pro.totals).toEqual(truth(filterStart, today));

    const listed = await t.db
      .select({ id: listings.id, onlineDate: listings.onlineDate, offlineDate: listings.offlineDate })
      .from(listings)
      .where(and(eq(listings.userId, agencyId), notInArray(listings.statusId, [3, 5])));
    const overlapping = listed.filter(
      (row) =>
        (row.onlineDate === null || row.onlineDate <= today) &&
        (row.offlineDate === null || row.offlineDate >= filterStart),
    );
    expect(pro.listingCount).toBe(overlapping.length);
    expect(pro.listingCount).toBeGreaterThan(0);
  });

  it('sums each listing exactly over ranges cut anywhere in a month (decision 034)', async () => {
    const agencyId = ids.get(AGENCY)!;
    const owned = t.db.select({ id: listings.id }).from(listings).where(eq(listings.userId, agencyId));
    const days = await t.db
      .select()
      .from(listingDailyStats)
      .where(inArray(listingDailyStats.listingId, owned));
    const received = await t.db
      .select({ listingId: contacts.listingId, sentAt: contacts.sentAt })
      .from(contacts)
      .where(eq(contacts.ownerId, agencyId));
    const today = brusselsToday();
    const monthStart = `${addDays(today, -180).slice(0, 7)}-01`;
    const ranges: [string, string][] = [
      [addDays(today, -364), today],
      // The preset the recent roll-up answers (decision 044).
      [presetRange('last12Months', today).filterStart, today],
      [addDays(today, -729), addDays(today, -1)],
      [addDays(today, -200), addDays(today, -150)],
      [addDays(today, -45), addDays(today, -40)],
      [monthStart, addDays(`${today.slice(0, 7)}-01`, -1)],
      // Cut on many different days of the month at both ends.
      ...[1, 2, 5, 9, 13, 17, 20].map((k): [string, string] => [
        addDays(today, -31 * k - k),
        addDays(today, -3 * k),
      ]),
    ];
    for (const [first, last] of ranges) {
      const totals = new Map<number, number[]>();
      const add = (listingId: number, values: number[]) => {
        const sums = totals.get(listingId) ?? [0, 0, 0, 0, 0];
        totals.set(
          listingId,
          sums.map((sum, index) => sum + values[index]!),
        );
      };
      for (const row of days) {
        if (row.day >= first && row.day <= last) {
          add(row.listingId, [row.searchAppearances, row.detailViews, row.mails, row.phoneRequests, 0]);
        }
      }
      for (const row of received) {
        const day = brusselsDay(row.sentAt);
        if (day >= first && day <= last) add(row.listingId, [0, 0, 0, 0, 1]);
      }
      const expected = [...totals.entries()]
        .filter(([, sums]) => sums.some((sum) => sum !== 0))
        .sort((a, b) => b[1][1]! - a[1][1]! || a[0] - b[0])
        .slice(0, PRO_STATISTICS_LISTINGS_MAX);
      const pro = await dataOf<ProStatistics>(
        `my-statistics/pro?filterStart=${first}&filterEnd=${last}&span=month`,
      );
      expect(
        pro.listings.map((row) => [
          row.listingId,
          [row.searchAppearances, row.detailViews, row.mails, row.phoneRequests, row.contacts],
        ]),
        `${first}..${last}`,
      ).toEqual(expected);
      expect(expected.length, `${first}..${last}`).toBeGreaterThan(0);
    }
  });

  it('counts contacts per listing and lists a listing with contacts only', async () => {
    const agencyId = ids.get(AGENCY)!;
    const quiet = await insertListing(t, agencyId);
    await insertContact(t, quiet.id, agencyId, '2020-06-10T10:00:00Z');
    await insertContact(t, quiet.id, agencyId, '2020-06-11T10:00:00Z');
    const pro = await dataOf<ProStatistics>('my-statistics/pro?filterStart=2020-06-01&filterEnd=2020-06-30');
    expect(pro.listings).toEqual([
      expect.objectContaining({
        listingId: quiet.id,
        vlancode: quiet.vlancode,
        detailViews: 0,
        contacts: 2,
        projectReference: null,
      }),
    ]);
    expect(pro.totals.contacts).toBe(2);
  });

  it('ranks by detail views alone, and fills with listings without views only when too few were viewed', async () => {
    const agencyId = ids.get(AGENCY)!;
    // March 2019 holds nothing else: listings viewed 1..N times, one with a contact only, one with
    // search appearances only, and one with rows of zeros.
    const viewed: { id: number; vlancode: string; views: number }[] = [];
    for (let n = 1; n <= PRO_STATISTICS_LISTINGS_MAX + 2; n += 1) {
      const listing = await insertListing(t, agencyId);
      viewed.push({ ...listing, views: n === 2 ? 1 : n });
    }
    const [contactOnly, searchedOnly, zeros] = [
      await insertListing(t, agencyId),
      await insertListing(t, agencyId),
      await insertListing(t, agencyId),
    ];
    const day = (
      listingId: number,
      date: string,
      counters: Partial<Record<'detailViews' | 'searchAppearances', number>>,
    ) =>
      t.db.insert(listingDailyStats).values({
        listingId,
        day: date,
        searchAppearances: 0,
        detailViews: 0,
        mails: 0,
        phoneRequests: 0,
        ...counters,
      });
    for (const listing of viewed) await day(listing.id, '2019-03-10', { detailViews: listing.views });
    await insertContact(t, contactOnly!.id, agencyId, '2019-03-12T10:00:00Z');
    await day(searchedOnly!.id, '2019-03-14', { searchAppearances: 7 });
    await day(zeros!.id, '2019-03-15', {});

    const ranked = [...viewed].sort((a, b) => b.views - a.views || a.id - b.id);
    const march = await dataOf<ProStatistics>(
      'my-statistics/pro?filterStart=2019-03-01&filterEnd=2019-03-31',
    );
    expect(march.listings.map((row) => [row.listingId, row.detailViews])).toEqual(
      ranked.slice(0, PRO_STATISTICS_LISTINGS_MAX).map((listing) => [listing.id, listing.views]),
    );

    // Only the first three stay viewed (1, 1 and 3 times): too few, so the unviewed ones fill in by id.
    const [one, tied, three] = viewed;
    await t.db.delete(listingDailyStats).where(
      inArray(
        listingDailyStats.listingId,
        viewed.slice(3).map((listing) => listing.id),
      ),
    );
    const after = await dataOf<ProStatistics>(
      'my-statistics/pro?filterStart=2019-03-01&filterEnd=2019-03-31',
    );
    expect(after.listings.map((row) => row.listingId)).toEqual([
      three!.id,
      one!.id,
      tied!.id,
      ...[contactOnly!.id, searchedOnly!.id].sort((a, b) => a - b),
    ]);
    expect(after.listings.find((row) => row.listingId === contactOnly!.id)).toMatchObject({
      contacts: 1,
      detailViews: 0,
    });
    expect(after.listings.find((row) => row.listingId === searchedOnly!.id)).toMatchObject({
      searchAppearances: 7,
    });
  });

  it('answers no listings, and the listed count, for a range without any visit or contact', async () => {
    const pro = await dataOf<ProStatistics>('my-statistics/pro?filterStart=2011-05-01&filterEnd=2011-05-31');
    expect(pro.listings).toEqual([]);
    expect(pro.totals).toEqual({
      searchAppearances: 0,
      detailViews: 0,
      mails: 0,
      phoneRequests: 0,
      contacts: 0,
    });
  });

  it('is for professional users only (403 for a private user)', async () => {
    const today = brusselsToday();
    const response = await get(
      `my-statistics/pro?filterStart=${addDays(today, -6)}&filterEnd=${today}`,
      'private@example.be',
    );
    expect(response.statusCode).toBe(403);
    // The general statistics are theirs too.
    expect(
      (await get(`my-statistics?filterStart=${addDays(today, -6)}&filterEnd=${today}`, 'private@example.be'))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET my-statistics/contact', () => {
  it('gives the last 30 Brussels days with zeros, the total and the 30 days before', async () => {
    const agencyId = ids.get(AGENCY)!;
    const today = brusselsToday();
    const listing = await insertListing(t, agencyId);
    await insertContact(t, listing.id, agencyId, new Date().toISOString());
    await insertContact(t, listing.id, agencyId, new Date(Date.now() - 45 * 86_400_000).toISOString());

    const result = await dataOf<ContactStatistics>('my-statistics/contact');
    expect(result.days).toHaveLength(CONTACT_STATISTICS_DAYS);
    expect(result.days[0]!.day).toBe(addDays(today, 1 - CONTACT_STATISTICS_DAYS));
    expect(result.days.at(-1)!.day).toBe(today);

    const first = addDays(today, 1 - 2 * CONTACT_STATISTICS_DAYS);
    const received = (
      await t.db
        .select({ sentAt: contacts.sentAt })
        .from(contacts)
        .where(
          and(
            eq(contacts.ownerId, agencyId),
            gte(contacts.sentAt, new Date(`${addDays(first, -1)}T00:00:00Z`)),
          ),
        )
    )
      .map((row) => brusselsDay(row.sentAt))
      .filter((day) => day >= first && day <= today);
    const boundary = addDays(today, 1 - CONTACT_STATISTICS_DAYS);
    for (const point of result.days) {
      expect(point.contacts, point.day).toBe(received.filter((day) => day === point.day).length);
    }
    expect(result.total).toBe(received.filter((day) => day >= boundary).length);
    expect(result.previousTotal).toBe(received.filter((day) => day < boundary).length);
    expect(result.total).toBeGreaterThan(0);
    expect(result.previousTotal).toBeGreaterThan(0);
  });

  it('gives zeros to someone without contacts', async () => {
    const result = await dataOf<ContactStatistics>('my-statistics/contact', 'private@example.be');
    expect(result.days).toHaveLength(CONTACT_STATISTICS_DAYS);
    const truth = await t.db
      .select({ sentAt: contacts.sentAt })
      .from(contacts)
      .where(
        and(
          eq(contacts.ownerId, ids.get('private@example.be')!),
          gte(contacts.sentAt, new Date(Date.now() - 62 * 86_400_000)),
        ),
      );
    if (truth.length === 0) {
      expect(result).toMatchObject({ total: 0, previousTotal: 0 });
      expect(result.days.every((point) => point.contacts === 0)).toBe(true);
    }
  });
});
