import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { int, rowsOf } from '../../db/sql';
import { NEVER_LISTED } from '../../db/listing-status';

const GroupCountRow = z.object({
  property_type: z.string().nullable(),
  transaction_type: z.string().nullable(),
  status_id: int.nullable(),
  /** grouping() bits: 0 when the row is grouped by that column. */
  by_type: int,
  by_transaction: int,
  by_status: int,
  count: int,
});
export type GroupCountRow = z.infer<typeof GroupCountRow>;

/**
 * The user's listed listings (as my-properties lists them) counted by property type, by transaction
 * type, by status and in total: one scan, one statement (grouping sets).
 */
export async function countListings(db: Database, userId: number): Promise<GroupCountRow[]> {
  return rowsOf(
    GroupCountRow,
    await db.execute(sql`
      select property_type, transaction_type, status_id,
             grouping(property_type)::int as by_type,
             grouping(transaction_type)::int as by_transaction,
             grouping(status_id)::int as by_status,
             count(*)::int as count
      from listings
      where user_id = ${userId}
        and status_id not in (${NEVER_LISTED})
      group by grouping sets ((property_type), (transaction_type), (status_id), ())
    `),
  );
}

const ActivityRow = z.object({
  day: z.string(),
  search_appearances: int,
  detail_views: int,
  mails: int,
  phone_requests: int,
});
export type ActivityRow = z.infer<typeof ActivityRow>;

/**
 * The user's listings' daily counters summed per day from `first` to `last` (Brussels days,
 * inclusive), read from the user's roll-up (decision 032); days without any count are absent. Every
 * listing of the user counts, drafts and deleted ones too: what visitors did on those days happened,
 * whatever the listing became since.
 */
export async function sumActivity(
  db: Database,
  userId: number,
  first: string,
  last: string,
): Promise<ActivityRow[]> {
  return rowsOf(
    ActivityRow,
    await db.execute(sql`
      select s.day::text as day, s.search_appearances, s.detail_views, s.mails, s.phone_requests
      from user_daily_stats s
      where s.user_id = ${userId} and s.day between ${first}::date and ${last}::date
        and (s.search_appearances, s.detail_views, s.mails, s.phone_requests) <> (0, 0, 0, 0)
      order by s.day
    `),
  );
}
