import type { PropertyFilter, PropertySortField, SortDirection } from '@app/contract';
import { addDays, brusselsToday, DASHBOARD_TODO_DAYS } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { NEVER_LISTED } from '../../db/listing-status';
import { z } from 'zod';
import { ListingTexts } from '../../db/columns';
import { firstRowOf, int, likeLiteral, rowsOf, text, TotalRow } from '../../db/sql';
import { behindMarket, marketColumn } from '../market/market.service';

export const PropertyRow = z.object({
  id: z.number().int(),
  vlancode: z.string(),
  status_id: z.number().int(),
  transaction_type: z.string(),
  property_type: z.string(),
  your_reference: text,
  software_reference: text,
  /** Euro cents as a double: bigint would arrive as a string. */
  price_cents: z.number().nullable(),
  street: text,
  house_number: text,
  box: text,
  zip: text,
  city: text,
  livable_surface: z.number().nullable(),
  bedrooms: int.nullable(),
  url: text,
  description: ListingTexts,
  online_date: text,
  offline_date: text,
  rating: z.number().nullable(),
  photo_count: z.number().int(),
  photo_url: text,
  project_reference: text,
  software_name: text,
  search_appearances: z.number().int(),
  detail_views: z.number().int(),
  mails: z.number().int(),
  phone_requests: z.number().int(),
  /** listing_market's row as jsonb (market service's `marketColumn`), or null. */
  market: z.unknown(),
  total: z.number().int(),
});
export type PropertyRow = z.infer<typeof PropertyRow>;

/** The criteria of the list filter; the Excel export (GET my-properties/export) shares them. */
export type PropertyCriteria = Pick<
  PropertyFilter,
  'statusIds' | 'transactionTypes' | 'propertyTypes' | 'reference' | 'q' | 'market' | 'offline'
>;

/**
 * The Brussels days, inclusive, of a listing "going offline" on `today`: the dashboard counts them
 * (todo.service) and the list's `offline=soon` selects them, so the count and its list agree.
 */
export const goingOfflinePeriod = (today: string) => ({
  first: today,
  last: addDays(today, DASHBOARD_TODO_DAYS.offline),
});

/**
 * What the filter payload asks for, as SQL conditions on listings `l` (the owner condition apart);
 * `today` is the Brussels day that `offline=soon` counts from.
 */
export function filterConditions(filter: PropertyCriteria, today = brusselsToday()): SQL[] {
  const conditions: SQL[] = [];
  if (filter.statusIds.length > 0) {
    conditions.push(sql`l.status_id in (${sql.join(filter.statusIds, sql`, `)})`);
  }
  if (filter.transactionTypes.length > 0) {
    conditions.push(sql`l.transaction_type in (${sql.join(filter.transactionTypes, sql`, `)})`);
  }
  if (filter.propertyTypes.length > 0) {
    conditions.push(sql`l.property_type in (${sql.join(filter.propertyTypes, sql`, `)})`);
  }
  if (filter.reference) {
    const prefix = `${likeLiteral(filter.reference)}%`;
    conditions.push(sql`(l.your_reference ilike ${prefix} or l.software_reference ilike ${prefix})`);
  }
  if (filter.q) {
    const part = `%${likeLiteral(filter.q)}%`;
    conditions.push(
      sql`(l.street ilike ${part} or l.city ilike ${part} or l.zip ilike ${part} or l.vlancode ilike ${part}
           or l.your_reference ilike ${part} or l.software_reference ilike ${part})`,
    );
  }
  if (filter.market === 'behind') conditions.push(behindMarket);
  if (filter.offline === 'soon') {
    const { first, last } = goingOfflinePeriod(today);
    conditions.push(sql`l.offline_date between ${first}::date and ${last}::date`);
  }
  return conditions;
}

/**
 * The sort key over `l` and the counters `s`; nulls (price on request, no date) always last.
 * References compare byte-wise (collate "C"): the same order on every database's locale.
 */
function sortKey(field: PropertySortField): SQL {
  switch (field) {
    case 'createdAt':
      return sql`l.created_at`;
    case 'price':
      return sql`l.price_cents`;
    case 'onlineDate':
      return sql`l.online_date`;
    case 'offlineDate':
      return sql`l.offline_date`;
    case 'reference':
      return sql`lower(coalesce(l.your_reference, l.software_reference)) collate "C"`;
    case 'detailViews':
      return sql`s.detail_views`;
  }
}
export function orderBy(field: PropertySortField, direction: SortDirection): SQL {
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  // The id breaks ties, so pages never overlap or skip a row. Neither it nor the creation time is ever
  // null, and without "nulls last" their order is listings_user_created_idx's, read forwards or
  // backwards (decision 049); with it, PostgreSQL would sort them again.
  const nulls = field === 'createdAt' ? sql`` : sql` nulls last`;
  return sql`${sortKey(field)} ${dir}${nulls}, l.id ${dir}`;
}

/**
 * The counters `s` of each listing `l`: the sums of its daily statistics, read from its years' running
 * totals (listing_yearly_stats, decision 036), whose twelfth element is the year's total. A row per
 * year instead of one per day: a page of 20 listings online all year read 7,300 rows, now 20 to 40.
 */
export const counters = sql`left join lateral (
    select coalesce(sum(y.search_appearances_running[12]), 0)::int as search_appearances,
           coalesce(sum(y.detail_views_running[12]), 0)::int as detail_views,
           coalesce(sum(y.mails_running[12]), 0)::int as mails,
           coalesce(sum(y.phone_requests_running[12]), 0)::int as phone_requests
    from listing_yearly_stats y where y.listing_id = l.id
  ) s on true`;

/**
 * One statement: the matching listings are counted and cut to the page first, then only the page's
 * rows get their counters (`counters`), project reference and software name.
 * Sorting by detail views needs the counters of every match, so that sort sums them in the first step.
 */
async function selectPage(
  db: Database,
  userId: number,
  conditions: SQL[],
  sort: { field: PropertySortField; direction: SortDirection },
  limit: number,
  offset: number,
): Promise<PropertyRow[]> {
  const where = sql.join(
    [sql`l.user_id = ${userId}`, sql`l.status_id not in (${NEVER_LISTED})`, ...conditions],
    sql` and `,
  );
  const order = orderBy(sort.field, sort.direction);
  const needsCounters = sort.field === 'detailViews';
  const result = await db.execute(sql`
    with page as (
      select l.id, count(*) over () as total
      from listings l ${needsCounters ? counters : sql``}
      where ${where}
      order by ${order}
      limit ${limit} offset ${offset}
    )
    select l.id, l.vlancode, l.status_id, l.transaction_type, l.property_type, l.your_reference,
           l.software_reference, l.price_cents::float8 as price_cents, l.street, l.house_number, l.box,
           l.zip, l.city, l.livable_surface, l.bedrooms, l.url, l.description,
           l.online_date::text as online_date, l.offline_date::text as offline_date, l.rating::int as rating,
           l.photo_count, l.photo_url, coalesce(p.reference, p.name) as project_reference, u.software_name,
           s.search_appearances, s.detail_views, s.mails, s.phone_requests, ${marketColumn} as market,
           page.total::int as total
    from page
    join listings l on l.id = page.id
    join users u on u.id = l.user_id
    left join projects p on p.id = l.project_id
    ${counters}
    order by ${order}
  `);
  return rowsOf(PropertyRow, result);
}

/**
 * A page of the user's listings and the number of matches (count(*) over the filter), on the Brussels
 * day `today` (for `offline=soon`).
 */
export async function findPropertyPage(
  db: Database,
  userId: number,
  filter: PropertyFilter,
  today: string,
): Promise<{ rows: PropertyRow[]; total: number }> {
  const conditions = filterConditions(filter, today);
  const offset = (filter.page - 1) * filter.pageSize;
  const sort = { field: filter.sort, direction: filter.direction };
  const rows = await selectPage(db, userId, conditions, sort, filter.pageSize, offset);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page the window count has no row to ride on: count on its own.
  const result = await db.execute(sql`
    select count(*)::int as total from listings l
    where l.user_id = ${userId}
      and l.status_id not in (${NEVER_LISTED})
      ${conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``}
  `);
  return { rows, total: firstRowOf(TotalRow, result)?.total ?? 0 };
}

/** One listing of the user, or undefined (someone else's, a draft or a deleted listing). */
export async function findProperty(
  db: Database,
  userId: number,
  id: number,
): Promise<PropertyRow | undefined> {
  const rows = await selectPage(
    db,
    userId,
    [sql`l.id = ${id}`],
    { field: 'createdAt', direction: 'desc' },
    1,
    0,
  );
  return rows[0];
}

/** Enough for any project model: units are counted in tens. */
const UNITS_MAX = 10_000;

/** The user's listed listings (drafts and deleted ones excepted) matching `conditions` on `l`, by reference. */
export async function findPropertiesWhere(
  db: Database,
  userId: number,
  conditions: SQL[],
): Promise<PropertyRow[]> {
  return selectPage(db, userId, conditions, { field: 'reference', direction: 'asc' }, UNITS_MAX, 0);
}
