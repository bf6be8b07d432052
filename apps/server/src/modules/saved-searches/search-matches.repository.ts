import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { firstRowOf, isoUtc, rowsOf, TotalRow } from '../../db/sql';
import { LISTING_SUMMARY_COLUMNS, ListingSummaryRow } from '../../lib/listing-summary';
import { NEW_MATCH, PUBLIC_MATCH } from './search-match';

const MatchRow = ListingSummaryRow.extend({ published_at: z.string(), is_new: z.boolean() });
type MatchRow = z.infer<typeof MatchRow>;

/** The card's rule and, for the new ones, its "new": the list's total is the card's count. */
const joinCondition = (onlyNew: boolean): SQL =>
  onlyNew ? sql`${PUBLIC_MATCH} and ${NEW_MATCH}` : PUBLIC_MATCH;

/** A page of the matches of one of the user's searches, newest first; undefined when it is not theirs. */
export async function findMatchPage(
  db: Database,
  userId: number,
  id: number,
  { page, pageSize, onlyNew }: { page: number; pageSize: number; onlyNew: boolean },
): Promise<{ rows: MatchRow[]; total: number } | undefined> {
  const owned = sql`s.id = ${id} and s.user_id = ${userId}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select ${LISTING_SUMMARY_COLUMNS}, coalesce(${NEW_MATCH}, false) as is_new,
             ${isoUtc(sql`coalesce(l.published_at, l.created_at)`)} as published_at
      from saved_searches s join listings l on ${joinCondition(onlyNew)}
      where ${owned}
      order by l.published_at desc nulls last, l.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    // Grouped by the search: no row at all when it is not the user's, a count of 0 when nothing matches.
    db.execute(sql`
      select count(l.id)::int as total
      from saved_searches s left join listings l on ${joinCondition(onlyNew)}
      where ${owned} group by s.id`),
  ]);
  const total = firstRowOf(TotalRow, count)?.total;
  return total === undefined ? undefined : { rows: rowsOf(MatchRow, rows), total };
}
