import type {
  ContactStatistics,
  CurrentUser,
  FacebookBoost,
  FacebookStatistics,
  ListingStatistics,
  ProStatistics,
  Span,
  StatisticsPoint,
  StatisticsSeries,
  StatisticsTotals,
} from '@app/contract';
import {
  addDays,
  brusselsToday,
  CONTACT_STATISTICS_DAYS,
  ORDER_PACKAGES,
  presetRange,
  PRO_STATISTICS_LISTINGS_MAX,
} from '@app/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { dayNumber, rangePeriods } from './periods';
import type {
  BoostRow,
  DayRow,
  ListingTotalsRow,
  OwnListingRow,
  StatisticsScope,
} from './statistics.repository';
import {
  countContactsPerDay,
  findBoosts,
  findListingTotals,
  findOwnListing,
  findRecentListingTotals,
  moveRecentWindow,
  sumDays,
  sumFacebookShares,
} from './statistics.repository';

/** A range as the contract validated it: days inclusive, at most STATISTICS_RANGE_MAX_DAYS. */
export interface StatisticsRange {
  filterStart: string;
  filterEnd: string;
  span: Span;
}

const zeroTotals = (): StatisticsTotals => ({
  searchAppearances: 0,
  detailViews: 0,
  mails: 0,
  phoneRequests: 0,
  contacts: 0,
});

function add(into: StatisticsTotals, row: DayRow): void {
  into.searchAppearances += row.search_appearances;
  into.detailViews += row.detail_views;
  into.mails += row.mails;
  into.phoneRequests += row.phone_requests;
  into.contacts += row.contacts;
}

/** Every period of the range with the days' sums (zeros where nothing happened) and the totals. */
export function toSeries(range: StatisticsRange, days: readonly DayRow[]): StatisticsSeries {
  const { filterStart, filterEnd, span } = range;
  const { periods, periodOfDay } = rangePeriods(filterStart, filterEnd, span);
  // Literal objects of one shape (not spreads): 365 of them per request for a year by day.
  const series: StatisticsPoint[] = periods.map(({ period, start, end }) => ({
    period,
    start,
    end,
    searchAppearances: 0,
    detailViews: 0,
    mails: 0,
    phoneRequests: 0,
    contacts: 0,
  }));
  const first = dayNumber(filterStart);
  const totals = zeroTotals();
  for (const row of days) {
    const index = dayNumber(row.day) - first;
    // The query reads only the range's days: a day outside every period is a bug, not data to drop.
    if (!Number.isInteger(index) || index < 0 || index >= periodOfDay.length) {
      throw new Error(`statistics: day ${row.day} outside ${filterStart}..${filterEnd}`);
    }
    add(series[periodOfDay[index]!]!, row);
    add(totals, row);
  }
  return { filterStart, filterEnd, span, series, totals };
}

export async function seriesOf(
  db: Database,
  scope: StatisticsScope,
  range: StatisticsRange,
): Promise<StatisticsSeries> {
  return toSeries(range, await sumDays(db, scope, range.filterStart, range.filterEnd, range.span));
}

/** GET my-statistics: all the caller's listings, deleted ones included (their views happened). */
export const myStatistics = (db: Database, user: CurrentUser, range: StatisticsRange) =>
  seriesOf(db, { userId: user.id }, range);

function toListingStatistics(row: ListingTotalsRow): ListingStatistics {
  if (row.listing_id === null || row.vlancode === null) throw new Error('statistics: listing row without id');
  return {
    listingId: row.listing_id,
    vlancode: row.vlancode,
    yourReference: row.your_reference,
    projectReference: row.project_reference,
    searchAppearances: row.search_appearances,
    detailViews: row.detail_views,
    mails: row.mails,
    phoneRequests: row.phone_requests,
    contacts: row.contacts,
  };
}

/** GET my-statistics/pro: the general series, the best listings by detail views and the listing count. */
export async function myProStatistics(
  db: Database,
  user: CurrentUser,
  range: StatisticsRange,
  now = new Date(),
): Promise<ProStatistics> {
  const { filterStart, filterEnd } = range;
  const pieces = () => findListingTotals(db, user.id, filterStart, filterEnd, PRO_STATISTICS_LISTINGS_MAX);
  // Only a range starting where the last 12 months start today may be read from the recent rows (the
  // statement checks the rest); any other goes to the pieces at once, in one statement.
  const recentMayAnswer = filterStart === presetRange('last12Months', brusselsToday(now)).filterStart;
  const [series, first] = await Promise.all([
    myStatistics(db, user, range),
    recentMayAnswer
      ? findRecentListingTotals(db, user.id, filterStart, filterEnd, PRO_STATISTICS_LISTINGS_MAX)
      : pieces(),
  ]);
  const rows = first[0]?.fresh ? first : await pieces();
  const listingCount = rows[0]?.listing_count;
  if (listingCount === undefined) throw new Error('statistics: the listing count row is missing');
  return {
    ...series,
    listings: rows.filter((row) => row.listing_id !== null).map(toListingStatistics),
    listingCount,
  };
}

/**
 * The recent-stats job: listing_recent_stats' window follows the "last 12 months" preset of the
 * Brussels day of `now` (decision 044). True when it moved (a new month began), false when it was there.
 */
export const moveRecentStatsWindow = (db: Database, now: Date): Promise<boolean> =>
  moveRecentWindow(db, presetRange('last12Months', brusselsToday(now)).filterStart);

/** One of the caller's listings (not a draft); someone else's or an unknown one answers 404. */
export async function ownListing(
  db: Database,
  user: CurrentUser,
  by: { id: number } | { vlancode: string },
): Promise<OwnListingRow> {
  const listing = await findOwnListing(db, user.id, by);
  if (!listing) throw notFound();
  return listing;
}

/** GET my-statistics/announcement/:id/span/:span. */
export async function listingStatistics(
  db: Database,
  user: CurrentUser,
  id: number,
  range: StatisticsRange,
): Promise<StatisticsSeries & { listingId: number; vlancode: string }> {
  const listing = await ownListing(db, user, { id });
  const series = await seriesOf(db, { listingId: listing.id }, range);
  return { ...series, listingId: listing.id, vlancode: listing.vlancode };
}

/** GET my-statistics/contact: the last CONTACT_STATISTICS_DAYS Brussels days and the same before. */
export async function contactStatistics(
  db: Database,
  user: CurrentUser,
  now = new Date(),
): Promise<ContactStatistics> {
  const today = brusselsToday(now);
  const first = addDays(today, 1 - CONTACT_STATISTICS_DAYS);
  const previousFirst = addDays(first, -CONTACT_STATISTICS_DAYS);
  const rows = await countContactsPerDay(db, user.id, previousFirst, today);
  const byDay = new Map(rows.map((row) => [row.day, row.contacts]));
  const days = Array.from({ length: CONTACT_STATISTICS_DAYS }, (_, index) => {
    const day = addDays(first, index);
    return { day, contacts: byDay.get(day) ?? 0 };
  });
  const sum = (from: string, to: string) =>
    rows.filter((row) => row.day >= from && row.day <= to).reduce((total, row) => total + row.contacts, 0);
  return {
    days,
    total: sum(first, today),
    previousTotal: sum(previousFirst, addDays(first, -1)),
  };
}

/** The Facebook boost packages and the views each buys, from the contract's price list. */
const FACEBOOK_VIEWS: ReadonlyMap<string, number> = new Map(
  Object.entries(ORDER_PACKAGES.upsell).flatMap(([code, offer]) =>
    'views' in offer ? [[code, offer.views] as const] : [],
  ),
);

function toBoost(row: BoostRow): FacebookBoost {
  const viewsBought = FACEBOOK_VIEWS.get(row.package);
  if (viewsBought === undefined) throw new Error(`statistics: ${row.package} is not a Facebook boost`);
  return {
    orderId: row.order_id,
    listingId: row.listing_id,
    vlancode: row.vlancode,
    yourReference: row.your_reference,
    package: row.package,
    orderedAt: row.ordered_at,
    viewsBought,
    viewsDelivered: row.views_delivered,
    clicks: row.clicks,
  };
}

/** GET my-statistics/facebook: shares over the last 12 months (the contract's preset) and the boosts. */
export async function facebookStatistics(
  db: Database,
  user: CurrentUser,
  now = new Date(),
): Promise<FacebookStatistics> {
  const { filterStart, filterEnd } = presetRange('last12Months', brusselsToday(now));
  const [shares, boosts] = await Promise.all([
    sumFacebookShares(db, user.id, filterStart, filterEnd),
    findBoosts(db, user.id, [...FACEBOOK_VIEWS.keys()]),
  ]);
  return { shares, boosts: boosts.map(toBoost) };
}

/** The calendar helpers of the series, for another module's weeks (the seller's report, issue 50). */
export { dayNumber, isoWeekOf } from './periods';
