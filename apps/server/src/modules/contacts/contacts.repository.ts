import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { arrayOf, int, isoUtc, oneRowOf, rawRowsOf, rowsOf, text } from '../../db/sql';

/** Whose contacts: received (the caller owns the listing) or sent (the caller wrote them). */
export type ContactSide = 'received' | 'sent';

/** What selects contacts: a side, Europe/Brussels days (inclusive) and one listing's code. */
export interface ContactCriteria {
  side: ContactSide;
  from?: string | undefined;
  to?: string | undefined;
  vlancode?: string | undefined;
}

/**
 * The side and the period on one table's columns: `owner`, `author` and the instant `at`. Days are
 * Belgian days: a day starts at midnight in Brussels, so `from` is that local midnight and `to` is
 * before the next one; `timestamp at time zone` turns the local midnight into its instant, summer or
 * winter time alike.
 */
function sideAndPeriod(
  columns: { owner: SQL; author: SQL; at: SQL },
  userId: number,
  criteria: ContactCriteria,
): SQL[] {
  const conditions: SQL[] = [
    criteria.side === 'received' ? sql`${columns.owner} = ${userId}` : sql`${columns.author} = ${userId}`,
  ];
  if (criteria.from) {
    conditions.push(sql`${columns.at} >= (${criteria.from}::date::timestamp at time zone 'Europe/Brussels')`);
  }
  if (criteria.to) {
    conditions.push(
      sql`${columns.at} < ((${criteria.to}::date + 1)::timestamp at time zone 'Europe/Brussels')`,
    );
  }
  return conditions;
}

/** The conditions on contacts `c` joined with their listing `l` (the export lists every contact). */
export function contactConditions(userId: number, criteria: ContactCriteria): SQL {
  const conditions = sideAndPeriod(
    { owner: sql`c.owner_id`, author: sql`c.author_id`, at: sql`c.sent_at` },
    userId,
    criteria,
  );
  // An unknown code or another agency's listing simply matches nothing: an empty page.
  if (criteria.vlancode) conditions.push(sql`l.vlancode = ${criteria.vlancode}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The conditions on leads `ld` (decision 033: stored as their contacts arrive): a lead is in the
 * period when its first contact is.
 */
function leadConditions(userId: number, criteria: ContactCriteria): SQL {
  const conditions = sideAndPeriod(
    { owner: sql`ld.owner_id`, author: sql`ld.author_id`, at: sql`ld.first_at` },
    userId,
    criteria,
  );
  if (criteria.vlancode) {
    conditions.push(sql`ld.listing_id in (select id from listings where vlancode = ${criteria.vlancode})`);
  }
  return sql.join(conditions, sql` and `);
}

/** The listing columns every row carries; `l` is the listing, `p` its project (name or reference). */
const LISTING_COLUMNS = sql`l.id as listing_id, l.vlancode, l.your_reference,
  coalesce(p.reference, p.name) as project_reference, l.street, l.house_number, l.zip, l.city`;

const ListingColumns = z.object({
  listing_id: int,
  vlancode: z.string(),
  your_reference: text,
  project_reference: text,
  street: text,
  house_number: text,
  zip: text,
  city: text,
});
export type ListingColumns = z.infer<typeof ListingColumns>;

const LeadRow = ListingColumns.extend({
  id: int,
  sent_at: z.string(),
  last_sent_at: z.string(),
  count: int,
  first_name: text,
  last_name: text,
  email: z.string(),
  phone: text,
  message: z.string(),
  advertiser: text,
});
export type LeadRow = z.infer<typeof LeadRow>;

const ListingContactsRow = ListingColumns.extend({ count: int, last_sent_at: z.string() });
export type ListingContactsRow = z.infer<typeof ListingContactsRow>;

/** Every row carries the total; `listing_id` is null on the single row of an empty page. */
const Counted = z.object({ total: int, listing_id: int.nullable() });

/**
 * The page's rows and the total in one statement: the total is computed on its own and the page
 * is left-joined to it, so a page past the end still answers the total (with no rows).
 */
function splitTotal<Row extends z.ZodType>(
  row: Row,
  result: unknown,
): { rows: z.output<Row>[]; total: number } {
  // The two columns are checked on their own, so each row is copied once, by `row`, not twice: a
  // loose copy of every column first was about 8% of what a contacts page allocated (issue 14).
  const raw = rawRowsOf(result);
  const counted = arrayOf(Counted).parse(raw);
  const rows = raw.filter((_, index) => counted[index]!.listing_id !== null);
  return { rows: arrayOf(row).parse(rows), total: counted[0]?.total ?? 0 };
}

/** Received, without a period or a listing: each listing's leads are counted already (decision 035). */
const countedPerListing = (criteria: ContactCriteria) =>
  criteria.side === 'received' && !criteria.from && !criteria.to && !criteria.vlancode;

/** Received, without a listing: the leads are counted per Brussels day already (decision 038). */
const countedPerDay = (criteria: ContactCriteria) => criteria.side === 'received' && !criteria.vlancode;

/**
 * The received leads of a period (or of all time), as the CTEs `counted (total)` and `ids (id,
 * first_at)` of a page: the leads per Brussels day of their first contact (decision 038) tell where
 * the page starts, so the page is read from the start of its day (the oldest first), whichever page it
 * is. Positions count from the period's oldest lead: the page holds `start` to `start + size - 1`.
 */
function receivedPageIds(userId: number, criteria: ContactCriteria, limit: number, offset: number): SQL {
  const from = criteria.from ? sql` and d.day >= ${criteria.from}::date` : sql``;
  const to = criteria.to ? sql` and d.day <= ${criteria.to}::date` : sql``;
  return sql`
    days as (
      select d.day, d.leads, sum(d.leads) over (order by d.day) as through
      from owner_lead_days d where d.owner_id = ${userId}${from}${to}
    ),
    counted as (select coalesce(sum(leads), 0)::int as total from days),
    span as (
      select greatest(total - ${offset + limit}::bigint, 0) as start,
             least(${limit}, total - ${offset}::bigint) as size
      from counted
    ),
    anchor as (
      select d.day, span.start - (d.through - d.leads) as skip
      from days d, span where d.through > span.start
      order by d.day limit 1
    ),
    ids as (
      select ld.id, ld.first_at from leads ld
      where ld.owner_id = ${userId}
        and ld.first_at >= ((select day from anchor)::timestamp at time zone 'Europe/Brussels')
      order by ld.first_at, ld.id
      limit greatest((select size from span), 0) offset (select skip from anchor)
    )`;
}

/**
 * Any other page of leads, as the same two CTEs. The page's ids are read from the index alone (owner
 * or author, first_at, id) and from the nearer end: a page in the older half is counted back from the
 * oldest lead, so the last page costs what the first does (decision 035).
 */
function selectedPageIds(userId: number, criteria: ContactCriteria, limit: number, offset: number): SQL {
  const selected = leadConditions(userId, criteria);
  const total = sql`(select total from counted)`;
  // bigint: a page far past the end (the contract bounds neither) must not overflow an integer.
  const fromNewest = sql`${2 * offset + limit}::bigint <= ${total}`;
  return sql`
    counted as (select count(*)::int as total from leads ld where ${selected}),
    ids as (
      (select ld.id, ld.first_at from leads ld where ${selected} and ${fromNewest}
       order by ld.first_at desc, ld.id desc limit ${limit} offset ${offset})
      union all
      (select ld.id, ld.first_at from leads ld where ${selected} and not ${fromNewest}
       order by ld.first_at, ld.id
       limit greatest(least(${limit}, ${total} - ${offset}::bigint), 0)
       offset greatest(${total} - ${offset + limit}::bigint, 0))
    )`;
}

/** A page of leads, newest first (the first contact's time; the id breaks ties), and their total. */
export async function findLeadPage(
  db: Database,
  userId: number,
  criteria: ContactCriteria,
  limit: number,
  offset: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const pageIds = countedPerDay(criteria)
    ? receivedPageIds(userId, criteria, limit, offset)
    : selectedPageIds(userId, criteria, limit, offset);
  const result = await db.execute(sql`
    with ${pageIds}
    select counted.total, page.id, ${isoUtc(sql`page.first_at`)} as sent_at,
           ${isoUtc(sql`page.last_at`)} as last_sent_at, page.count,
           c.first_name, c.last_name, c.email, c.phone, c.message, ${LISTING_COLUMNS},
           coalesce(nullif(o.company_name, ''), nullif(concat_ws(' ', o.first_name, o.last_name), ''),
                    o.user_name) as advertiser
    from counted
    left join ids on true
    -- Lateral with a limit (not flattened): the planner cannot know that the ids are one page, and would
    -- otherwise read every lead to join them.
    left join lateral (select * from leads ld where ld.id = ids.id limit 1) page on true
    left join contacts c on c.id = page.id
    left join listings l on l.id = page.listing_id
    left join projects p on p.id = l.project_id
    left join users o on o.id = page.owner_id
    order by ids.first_at desc, ids.id desc
  `);
  return splitTotal(LeadRow, result);
}

/** A page of listings with their lead count and last contact, newest activity first. */
export async function findListingPage(
  db: Database,
  userId: number,
  criteria: ContactCriteria,
  limit: number,
  offset: number,
): Promise<{ rows: ListingContactsRow[]; total: number }> {
  // The counted rows are read twice, for the page and for the total. Materialized (PostgreSQL's
  // default for a CTE read twice), every row of the owner is fetched and sorted for a page of 20;
  // inlined, the page is an index range and the total an index-only count (decision 035). The leads
  // grouped here would be grouped twice: they stay materialized.
  const perListing = countedPerListing(criteria)
    ? sql`not materialized (
            select s.listing_id, s.leads as count, s.last_at from listing_leads s where s.owner_id = ${userId})`
    : sql`(select ld.listing_id, count(*)::int as count, max(ld.last_at) as last_at
            from leads ld where ${leadConditions(userId, criteria)}
            group by ld.listing_id)`;
  const result = await db.execute(sql`
    with per_listing as ${perListing},
    page as (
      select * from per_listing order by last_at desc, listing_id desc limit ${limit} offset ${offset}
    ),
    counted as (select count(*)::int as total from per_listing)
    select counted.total, page.count, ${isoUtc(sql`page.last_at`)} as last_sent_at, ${LISTING_COLUMNS}
    from counted
    left join page on true
    left join listings l on l.id = page.listing_id
    left join projects p on p.id = l.project_id
    order by page.last_at desc, page.listing_id desc
  `);
  return splitTotal(ListingContactsRow, result);
}

/** Where an export batch resumes: after this contact in (sent_at, id) descending order. */
export interface ExportCursor {
  /** Microsecond precision, so the keyset never skips or repeats a lead. */
  sentAt: string;
  id: number;
}

const ExportRow = z.object({
  id: int,
  cursor_at: z.string(),
  vlancode: z.string(),
  project_reference: text,
  your_reference: text,
  email: z.string(),
  first_name: text,
  last_name: text,
  phone: text,
  message: z.string(),
  /** The Brussels wall-clock time, as the user reads it. */
  sent_local: z.string(),
});
export type ExportRow = z.infer<typeof ExportRow>;

/**
 * One batch of the export, a row per lead as the screen lists and counts them (issue 48: the screen
 * said 290 where the file had 306 rows): the person and the first message's time, every message of the
 * lead in order in one cell, and the last phone number the person gave (a repeat often adds it).
 * Newest lead first, on a (first_at, id) keyset of `leads` (decision 033), so each batch is an index
 * range whatever the depth.
 */
export async function findExportBatch(
  db: Database,
  userId: number,
  criteria: ContactCriteria,
  after: ExportCursor | null,
  limit: number,
): Promise<ExportRow[]> {
  const resume = after ? sql`and (ld.first_at, ld.id) < (${after.sentAt}::timestamptz, ${after.id})` : sql``;
  const result = await db.execute(sql`
    select ld.id,
           to_char(ld.first_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
           l.vlancode, coalesce(p.reference, p.name) as project_reference, l.your_reference,
           f.email, f.first_name, f.last_name, coalesce(m.phone, f.phone) as phone, m.message,
           to_char(ld.first_at at time zone 'Europe/Brussels', 'YYYY-MM-DD HH24:MI') as sent_local
    from leads ld
    join contacts f on f.id = ld.id
    join listings l on l.id = ld.listing_id
    left join projects p on p.id = l.project_id
    -- The lead's contacts: its person's between its first and last instant, read on the person's
    -- index (contacts_person_idx); a person's leads never overlap in time.
    cross join lateral (
      select string_agg(c.message, E'\n\n' order by c.sent_at, c.id) as message,
             (array_agg(c.phone order by c.sent_at desc, c.id desc) filter (where c.phone is not null))[1]
               as phone
      from contacts c
      where c.listing_id = ld.listing_id and lower(c.email) = ld.email_key
        and c.sent_at between ld.first_at and ld.last_at
    ) m
    where ${leadConditions(userId, criteria)} ${resume}
    order by ld.first_at desc, ld.id desc
    limit ${limit}
  `);
  return rowsOf(ExportRow, result);
}

const LeadCounts = z.object({ leads: z.array(int) });

/**
 * The received leads whose first contact falls in each period (Brussels days, inclusive), as the
 * received contacts' list counts them for `from` and `to` (decision 038): the dashboard's contacts line
 * links to that list, so the line and the list say the same number.
 */
export async function countReceivedLeads<const Periods extends readonly { first: string; last: string }[]>(
  db: Database,
  ownerId: number,
  periods: Periods,
): Promise<{ [K in keyof Periods]: number }> {
  const sums = periods.map(
    ({ first, last }) =>
      sql`coalesce(sum(d.leads) filter (where d.day between ${first}::date and ${last}::date), 0)::int`,
  );
  const result = await db.execute(sql`
    select array[${sql.join(sums, sql`, `)}] as leads
    from owner_lead_days d where d.owner_id = ${ownerId}
  `);
  // One sum per period, in their order: the array has the periods' length.
  return oneRowOf(LeadCounts, result).leads as { [K in keyof Periods]: number };
}
