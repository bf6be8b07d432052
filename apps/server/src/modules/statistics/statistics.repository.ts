import type { Span } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { firstRowOf, int, isoUtc, oneRowOf, rowsOf, text } from '../../db/sql';
import { NEVER_LISTED } from '../../db/listing-status';
import { rangePieces } from './range-pieces';

const MovedRow = z.object({ moved: z.boolean() });
const SharesRow = z.object({ shares: int });

/** Whose statistics: all of a user's listings, or one listing (already checked to be the caller's). */
export type StatisticsScope = { userId: number } | { listingId: number };

/** The four counters of the statistics and the contacts, summed. */
const Counters = z.object({
  search_appearances: int,
  detail_views: int,
  mails: int,
  phone_requests: int,
  contacts: int,
});

const DayRow = Counters.extend({ day: z.string() });
export type DayRow = z.infer<typeof DayRow>;

/**
 * The first instant of a Europe/Brussels day as a timestamptz: contacts are stored as instants and
 * counted on the Belgian day they arrived (23:30 UTC on 31 March is 1 April in Brussels).
 */
const brusselsMidnight = (day: SQL) => sql`(${day})::timestamp at time zone 'Europe/Brussels'`;

const sentInRange = (first: string, last: string) =>
  sql`c.sent_at >= ${brusselsMidnight(sql`${first}::date`)}
      and c.sent_at < ${brusselsMidnight(sql`${last}::date + 1`)}`;

/**
 * `days` (a day and its five counters per row) summed per period of `span`, each row on its period's
 * first day in the range (periods.ts): the Monday of its ISO week or the first of its month, no
 * earlier than `first`. By day, the days as they are.
 */
function perPeriod(days: SQL, first: string, span: Span): SQL {
  const truncated = span === 'week' ? sql`date_trunc('week', d.day)` : sql`date_trunc('month', d.day)`;
  const periods =
    span === 'day'
      ? days
      : sql`
        select greatest(${truncated}::date, ${first}::date) as day,
               sum(d.search_appearances)::int as search_appearances, sum(d.detail_views)::int as detail_views,
               sum(d.mails)::int as mails, sum(d.phone_requests)::int as phone_requests,
               sum(d.contacts)::int as contacts
        from (${days}) d
        group by 1`;
  return sql`
    select p.day::text as day, p.search_appearances, p.detail_views, p.mails, p.phone_requests, p.contacts
    from (${periods}) p
    order by p.day`;
}

/**
 * The scope's four counters and its contacts summed per period of `span` over first..last
 * (inclusive), each row on its period's first day in the range: by week or month PostgreSQL sums the
 * days, so a year by month sends 13 rows instead of 365. Periods without anything are absent (the
 * service fills them with zeros). Every listing counts, drafts and deleted ones too: what visitors
 * did on those days happened.
 */
export async function sumDays(
  db: Database,
  scope: StatisticsScope,
  first: string,
  last: string,
  span: Span,
): Promise<DayRow[]> {
  // A user's days come summed already (user_daily_stats, decision 032): at most one row per day.
  if ('userId' in scope) {
    const days = sql`
      select s.day, s.search_appearances, s.detail_views, s.mails, s.phone_requests, s.contacts
      from user_daily_stats s
      where s.user_id = ${scope.userId} and s.day between ${first}::date and ${last}::date
        and (s.search_appearances, s.detail_views, s.mails, s.phone_requests, s.contacts) <> (0, 0, 0, 0, 0)`;
    return rowsOf(DayRow, await db.execute(perPeriod(days, first, span)));
  }
  const days = sql`
    with stats as (
      select s.day, s.search_appearances, s.detail_views, s.mails, s.phone_requests
      from listing_daily_stats s
      where s.listing_id = ${scope.listingId} and s.day between ${first}::date and ${last}::date
    ), received as (
      select (c.sent_at at time zone 'Europe/Brussels')::date as day, count(*)::int as contacts
      from contacts c
      where c.listing_id = ${scope.listingId} and ${sentInRange(first, last)}
      group by 1
    )
    select coalesce(s.day, r.day) as day,
           coalesce(s.search_appearances, 0) as search_appearances,
           coalesce(s.detail_views, 0) as detail_views,
           coalesce(s.mails, 0) as mails,
           coalesce(s.phone_requests, 0) as phone_requests,
           coalesce(r.contacts, 0) as contacts
    from stats s
    full join received r on r.day = s.day`;
  return rowsOf(DayRow, await db.execute(perPeriod(days, first, span)));
}

const ListingTotalsRow = Counters.extend({
  /** False when listing_recent_stats cannot answer the range (findRecentListingTotals). */
  fresh: z.boolean(),
  /** Listed listings during the range; repeated on every row (and alone when there is no listing). */
  listing_count: int,
  listing_id: int.nullable(),
  vlancode: text,
  your_reference: text,
  project_reference: text,
});
export type ListingTotalsRow = z.infer<typeof ListingTotalsRow>;

const COUNTERS = ['search_appearances', 'detail_views', 'mails', 'phone_requests', 'contacts'] as const;
type Counter = (typeof COUNTERS)[number];

/** Element `to` of each counter's running totals less element `from - 1` (none before the first). */
function runOf(counters: readonly Counter[], from: number, to: number): SQL {
  return sql.join(
    counters.map((counter) => {
      const running = sql`r.${sql.identifier(`${counter}_running`)}`;
      const through = sql`coalesce(${running}[${to}::int], 0)`;
      return from === 1 ? through : sql`${through} - coalesce(${running}[${from - 1}::int], 0)`;
    }),
    sql`, `,
  );
}

/**
 * Each listing's counters over each of the range's pieces: rows the caller sums per listing. `only`,
 * an array of listing ids (an expression, not a subquery), keeps those listings' rows alone, read
 * through the primary key.
 */
function listingPieces(
  userId: number,
  first: string,
  last: string,
  counters: readonly Counter[],
  only?: SQL,
): SQL {
  const { years, slices } = rangePieces(first, last);
  const these = only ? sql` and r.listing_id = any(${only})` : sql``;
  const parts: SQL[] = [
    ...years.map(
      ({ year, from, to }) => sql`
      select r.listing_id, ${runOf(counters, from, to)}
      from listing_yearly_stats r
      where r.user_id = ${userId} and r.year = ${year}::date${these}`,
    ),
    ...slices.map(
      ({ month, from, to }) => sql`
      select r.listing_id, ${runOf(counters, from, to)}
      from listing_monthly_stats r
      where r.user_id = ${userId} and r.month = ${month}::date${these}`,
    ),
  ];
  return sql.join(parts, sql` union all `);
}

/** The user's `limit` best listings over first..last, with the range's listed count (below). */
type FindListingTotals = (
  db: Database,
  userId: number,
  first: string,
  last: string,
  limit: number,
) => Promise<ListingTotalsRow[]>;

/**
 * The statement both ways of ranking end with: `ranking` defines the CTE `top` (listing_id and the five
 * totals, at most `limit` rows, best first) and the boolean `fresh`; this adds the count of listings
 * listed during the range and the chosen listings' references, one row at least: the count's, with a
 * null listing and zeros when no listing is chosen.
 *
 * The count is an approximation: the listings that are not drafts or deleted now (as my-properties
 * lists them) whose online..offline dates (open when missing) overlap the range. Status history is
 * not kept, so a listing deleted since, or a draft published then withdrawn, cannot be told apart.
 */
async function listingTotals(
  db: Database,
  userId: number,
  first: string,
  last: string,
  ranking: SQL,
): Promise<ListingTotalsRow[]> {
  return rowsOf(
    ListingTotalsRow,
    await db.execute(sql`
      with ${ranking}, listed as (
        select count(*)::int as listing_count
        from listings
        where user_id = ${userId}
          and status_id not in (${NEVER_LISTED})
          and (online_date is null or online_date <= ${last}::date)
          and (offline_date is null or offline_date >= ${first}::date)
      )
      select (select ok from fresh) as fresh, listed.listing_count, t.listing_id, l.vlancode,
             l.your_reference, coalesce(p.reference, p.name) as project_reference,
             coalesce(t.search_appearances, 0) as search_appearances,
             coalesce(t.detail_views, 0) as detail_views, coalesce(t.mails, 0) as mails,
             coalesce(t.phone_requests, 0) as phone_requests, coalesce(t.contacts, 0) as contacts
      from listed
      left join top t on true
      left join listings l on l.id = t.listing_id
      left join projects p on p.id = l.project_id
      order by t.detail_views desc nulls last, t.listing_id
    `),
  );
}

/**
 * The user's `limit` listings with the most detail views over first..last (then by id), with their
 * totals, and the count of listings listed during the range, in one statement. A listing with nothing
 * in the range (no view, mail, call or contact) is not among them.
 *
 * The totals are read from running totals alone (rangePieces): the range's whole months from each
 * year's totals by month (decision 036), the months it cuts from their totals by day (decision 034). A
 * listing so costs a row per year and cut month of the range, at most four for twelve months.
 *
 * Only the ranking needs every listing, and it needs only their detail views: the other counters are
 * read for the chosen listings alone. When fewer than `limit` listings were viewed, listings without
 * views may still have mails, calls or contacts, and they all become candidates.
 */
export const findListingTotals: FindListingTotals = (db, userId, first, last, limit) =>
  listingTotals(
    db,
    userId,
    first,
    last,
    sql`fresh (ok) as (
        select true
      ), ranked (listing_id, detail_views) as (
        select listing_id, sum(detail_views)
        from (${listingPieces(userId, first, last, ['detail_views'])}) viewed (listing_id, detail_views)
        group by listing_id
      ), best as (
        select listing_id from ranked
        where detail_views > 0
        order by detail_views desc, listing_id
        limit ${limit}
      ), chosen (ids) as (
        select array(
          select listing_id from best
          union all
          select listing_id from ranked where detail_views = 0 and (select count(*) from best) < ${limit}
        )
      ), pieces (listing_id, search_appearances, detail_views, mails, phone_requests, contacts) as (
        ${listingPieces(userId, first, last, COUNTERS, sql`(select ids from chosen)::int[]`)}
      ), top as (
        select listing_id,
               sum(search_appearances)::int as search_appearances,
               sum(detail_views)::int as detail_views,
               sum(mails)::int as mails,
               sum(phone_requests)::int as phone_requests,
               sum(contacts)::int as contacts
        from pieces
        group by listing_id
        having (sum(search_appearances), sum(detail_views), sum(mails), sum(phone_requests), sum(contacts))
          <> (0, 0, 0, 0, 0)
        order by 3 desc, 1
        limit ${limit}
      )`,
  );

/**
 * findListingTotals read from listing_recent_stats (decision 044): its rows are the listings' totals
 * from the window's first day on, in detail-view order, so the best listings are one index range. They
 * answer first..last when the window starts on `first` and the user has no day after `last` (the
 * "last 12 months" preset ends today); otherwise the rows say `fresh: false`, hold no listing, and the
 * caller asks findListingTotals.
 */
export const findRecentListingTotals: FindListingTotals = (db, userId, first, last, limit) =>
  listingTotals(
    db,
    userId,
    first,
    last,
    sql`fresh (ok) as (
        select exists (select from stats_recent_window w where w.since = ${first}::date)
           and not exists (select from user_daily_stats s where s.user_id = ${userId} and s.day > ${last}::date)
      ), top as (
        select r.listing_id, r.search_appearances, r.detail_views, r.mails, r.phone_requests, r.contacts
        from listing_recent_stats r
        where r.user_id = ${userId} and (select ok from fresh)
          and (r.search_appearances, r.detail_views, r.mails, r.phone_requests, r.contacts) <> (0, 0, 0, 0, 0)
        order by r.detail_views desc, r.listing_id
        limit ${limit}
      )`,
  );

/**
 * Moves listing_recent_stats' window to start on `since` (the first day of a month), rebuilding its
 * rows, in one statement (migration 0032); false when it started there already.
 */
export async function moveRecentWindow(db: Database, since: string): Promise<boolean> {
  const row = oneRowOf(
    MovedRow,
    await db.execute(sql`select move_recent_stats_window(${since}::date) as moved`),
  );
  return row.moved;
}

const OwnListingRow = z.object({ id: int, vlancode: z.string() });
export type OwnListingRow = z.infer<typeof OwnListingRow>;

/** Drafts were never visited: their statistics are absent, as someone else's listing's are. */
const DRAFT_STATUS_ID = 3;

/** One of the user's listings by id or by vlancode, drafts excepted; null when absent or not theirs. */
export async function findOwnListing(
  db: Database,
  userId: number,
  by: { id: number } | { vlancode: string },
): Promise<OwnListingRow | null> {
  const match = 'id' in by ? sql`id = ${by.id}` : sql`vlancode = ${by.vlancode}`;
  const row = firstRowOf(
    OwnListingRow,
    await db.execute(sql`
      select id, vlancode from listings
      where ${match} and user_id = ${userId} and status_id <> ${DRAFT_STATUS_ID}
    `),
  );
  return row ?? null;
}

/** Contacts the user received per Brussels day over first..last (inclusive); empty days absent. */
export async function countContactsPerDay(
  db: Database,
  userId: number,
  first: string,
  last: string,
): Promise<z.infer<typeof ContactsDay>[]> {
  return rowsOf(
    ContactsDay,
    await db.execute(sql`
      select s.day::text as day, s.contacts
      from user_daily_stats s
      where s.user_id = ${userId} and s.day between ${first}::date and ${last}::date and s.contacts > 0
      order by s.day
    `),
  );
}

/** Facebook shares of the user's listings over first..last (inclusive). */
export async function sumFacebookShares(
  db: Database,
  userId: number,
  first: string,
  last: string,
): Promise<number> {
  const row = oneRowOf(
    SharesRow,
    await db.execute(sql`
      select coalesce(sum(s.facebook_shares), 0)::int as shares
      from user_daily_stats s
      where s.user_id = ${userId} and s.day between ${first}::date and ${last}::date
    `),
  );
  return row.shares;
}

const BoostRow = z.object({
  order_id: int,
  listing_id: int,
  vlancode: z.string(),
  your_reference: text,
  package: z.string(),
  ordered_at: z.string(),
  views_delivered: int,
  clicks: int,
});
export type BoostRow = z.infer<typeof BoostRow>;

const ContactsDay = z.object({ day: z.string(), contacts: int });

/**
 * The user's Facebook boost orders (upsells of the given packages) with what the advertising
 * platform reported so far (zeros before its first report), newest first.
 */
export async function findBoosts(
  db: Database,
  userId: number,
  packages: readonly string[],
): Promise<BoostRow[]> {
  if (packages.length === 0) return [];
  return rowsOf(
    BoostRow,
    await db.execute(sql`
      select o.id as order_id, o.listing_id, l.vlancode, l.your_reference, o.package,
             ${isoUtc(sql`o.created_at`)} as ordered_at,
             coalesce(b.views_delivered, 0) as views_delivered, coalesce(b.clicks, 0) as clicks
      from orders o
      join listings l on l.id = o.listing_id
      left join facebook_boosts b on b.order_id = o.id
      where o.user_id = ${userId} and o.type = 'upsell'
        and o.package in (${sql.join(
          packages.map((code) => sql`${code}`),
          sql`, `,
        )})
      order by o.created_at desc, o.id desc
    `),
  );
}
