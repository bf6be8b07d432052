import { addDays, brusselsToday, presetRange, PRO_STATISTICS_LISTINGS_MAX } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentStatsJob } from '../../jobs/recent-stats.job';
import { contacts, listingDailyStats, listings, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { findListingTotals, findRecentListingTotals } from './statistics.repository';
import { moveRecentStatsWindow } from './statistics.service';
import { insertContact, insertDays, insertListing } from './statistics-test-data';

let t: TestApp;
let agencyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [agency] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'agency@example.be'));
  agencyId = agency!.id;
});
afterAll(() => t.close());

const Totals = z.object({
  user_id: z.number(),
  listing_id: z.number(),
  search_appearances: z.number(),
  detail_views: z.number(),
  mails: z.number(),
  phone_requests: z.number(),
  contacts: z.number(),
});
const NONZERO = sql`(search_appearances, detail_views, mails, phone_requests, contacts) <> (0, 0, 0, 0, 0)`;

/** Every listing's row of listing_recent_stats (rows of zeros aside). */
const recentRows = () =>
  queryRows(
    t.db,
    Totals,
    sql`select user_id, listing_id, search_appearances, detail_views, mails, phone_requests, contacts
        from listing_recent_stats where ${NONZERO} order by user_id, listing_id`,
  );

/** What the rows must be: every listing's months from the window's first on, summed. */
const monthsSince = () =>
  queryRows(
    t.db,
    Totals,
    sql`select user_id, listing_id, sum(search_appearances)::int as search_appearances,
               sum(detail_views)::int as detail_views, sum(mails)::int as mails,
               sum(phone_requests)::int as phone_requests, sum(contacts)::int as contacts
        from listing_monthly_stats, stats_recent_window
        where month >= since
        group by 1, 2
        having (sum(search_appearances), sum(detail_views), sum(mails), sum(phone_requests), sum(contacts))
          <> (0, 0, 0, 0, 0)
        order by 1, 2`,
  );

const windowSince = async () =>
  (
    await queryRows(t.db, z.object({ since: z.string() }), sql`select since::text from stats_recent_window`)
  )[0]!.since;

/** Both ways of ranking the agency's listings over first..last, the recent one said to be fresh. */
async function expectSameRanking(first: string, last: string) {
  const recent = await findRecentListingTotals(t.db, agencyId, first, last, PRO_STATISTICS_LISTINGS_MAX);
  const pieces = await findListingTotals(t.db, agencyId, first, last, PRO_STATISTICS_LISTINGS_MAX);
  expect(recent[0]!.fresh, `${first}..${last}`).toBe(true);
  expect(recent.length).toBeGreaterThan(1);
  expect(recent).toEqual(pieces);
}

describe('listing_recent_stats (decision 044)', () => {
  it('starts where the "last 12 months" start today, with the months there were', async () => {
    expect(await windowSince()).toBe(presetRange('last12Months', brusselsToday()).filterStart);
    const rows = await recentRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(await monthsSince());
  });

  it('follows every change to the days and contacts from the window on, and none before it', async () => {
    const today = brusselsToday();
    const since = await windowSince();
    const listing = await insertListing(t, agencyId);
    await insertDays(t, listing.id, addDays(since, -10), 20);
    await insertDays(t, listing.id, addDays(today, -3), 3);
    await insertContact(t, listing.id, agencyId, `${today}T09:00:00Z`);
    await insertContact(t, listing.id, agencyId, `${addDays(since, -2)}T09:00:00Z`);
    const [row] = (await recentRows()).filter((item) => item.listing_id === listing.id);
    // Days since-10..since+9 count from the window's first (views 20..29), the three recent ones all (10..12).
    expect(row).toMatchObject({ detail_views: 245 + 33, contacts: 1 });
    expect(await recentRows()).toEqual(await monthsSince());

    await t.db
      .update(listingDailyStats)
      .set({ detailViews: 1_000 })
      .where(sql`${listingDailyStats.listingId} = ${listing.id} and ${listingDailyStats.day} >= ${since}`);
    await t.db.delete(contacts).where(eq(contacts.listingId, listing.id));
    expect(await recentRows()).toEqual(await monthsSince());
    expect((await recentRows()).find((item) => item.listing_id === listing.id)).toMatchObject({
      detail_views: 13_000,
      contacts: 0,
    });
    await expectSameRanking(since, today);

    await t.db.delete(listings).where(eq(listings.id, listing.id));
    expect((await recentRows()).some((item) => item.listing_id === listing.id)).toBe(false);
    expect(await recentRows()).toEqual(await monthsSince());
  });

  it('keeps its one row: deleting or truncating it is refused, and statistics go on being written', async () => {
    const since = await windowSince();
    for (const statement of [sql`delete from stats_recent_window`, sql`truncate stats_recent_window`]) {
      await expect(t.db.execute(statement)).rejects.toSatisfy((error: Error) =>
        String(error.cause ?? error).includes('stats_recent_window keeps its one row'),
      );
    }
    expect(await windowSince()).toBe(since);
    const listing = await insertListing(t, agencyId);
    await insertDays(t, listing.id, addDays(brusselsToday(), -2), 2);
    expect((await recentRows()).find((item) => item.listing_id === listing.id)).toMatchObject({
      detail_views: 10 + 11,
    });
  });

  it('answers the "last 12 months" as the running totals do, and says when it cannot answer', async () => {
    const today = brusselsToday();
    const { filterStart } = presetRange('last12Months', today);
    await expectSameRanking(filterStart, today);
    // A range beyond today reads the same rows.
    await expectSameRanking(filterStart, addDays(today, 30));

    const elsewhere = await findRecentListingTotals(t.db, agencyId, addDays(filterStart, 1), today, 50);
    expect(elsewhere).toEqual([expect.objectContaining({ fresh: false, listing_id: null })]);
    // A day after the range's end is in the rows but not in the range.
    const listing = await insertListing(t, agencyId);
    await insertDays(t, listing.id, today, 1);
    const yesterday = await findRecentListingTotals(t.db, agencyId, filterStart, addDays(today, -1), 50);
    expect(yesterday).toEqual([expect.objectContaining({ fresh: false, listing_id: null })]);
  });
});

describe('the recent-stats job (fixed clock)', () => {
  // The demo data runs up to today: a range ending a year on holds all of it, whenever the test runs.
  const farEnd = () => addDays(brusselsToday(), 366);
  // 1 February 2027, 00:05 in Brussels (still 31 January in UTC): the last 12 months start on 1 March 2026.
  const FEBRUARY = new Date('2027-01-31T23:05:00Z');
  // 31 January 2027, 23:55 in Brussels: they start on 1 February 2026.
  const JANUARY = new Date('2027-01-31T22:55:00Z');

  it('moves the window when a month begins in Brussels, once, and the rows with it', async () => {
    await t.runJob(recentStatsJob, { now: FEBRUARY });
    expect(await windowSince()).toBe('2026-03-01');
    expect(await recentRows()).toEqual(await monthsSince());
    await expectSameRanking('2026-03-01', farEnd());
    // The same night again (a retry, another instance): nothing to do.
    expect(await moveRecentStatsWindow(t.db, FEBRUARY)).toBe(false);

    // Changes go on counting against the new window: February 2026 no longer counts.
    const listing = await insertListing(t, agencyId);
    await insertDays(t, listing.id, '2026-02-27', 4);
    expect((await recentRows()).find((item) => item.listing_id === listing.id)).toMatchObject({
      detail_views: 12 + 13,
    });
    expect(await recentRows()).toEqual(await monthsSince());

    expect(await moveRecentStatsWindow(t.db, JANUARY)).toBe(true);
    expect(await windowSince()).toBe('2026-02-01');
    expect((await recentRows()).find((item) => item.listing_id === listing.id)).toMatchObject({
      detail_views: 10 + 11 + 12 + 13,
    });
    expect(await recentRows()).toEqual(await monthsSince());
    await expectSameRanking('2026-02-01', farEnd());
  });
});
