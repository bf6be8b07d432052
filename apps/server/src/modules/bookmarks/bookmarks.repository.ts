import type { BookmarkMarksBody, BookmarkSort } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { bookmarks } from '../../db/schema';
import { PUBLIC } from '../../db/listing-status';
import { firstRowOf, hasRows, IdRow, int, isoUtc, oneRowOf, rowsOf, text, TotalRow } from '../../db/sql';
import { LISTING_SUMMARY_COLUMNS, ListingSummaryRow } from '../../lib/listing-summary';
import { lockUserRow } from '../../lib/user-lock';

/** The marks of a bookmark as stored (what PUT my-bookmarks/:id/marks rewrites). */
export const MarksRow = z.object({
  contacted_at: text,
  visited_at: text,
  price_drop_alert: z.boolean(),
});
export type MarksRow = z.infer<typeof MarksRow>;

export const BookmarkRow = MarksRow.extend({
  ...ListingSummaryRow.shape,
  id: int,
  saved_at: z.string(),
  note: text,
  rating: int.nullable(),
  vlancode: z.string(),
  /** Euro cents as a double: bigint would arrive as a string. */
  price_cents_when_saved: z.number().nullable(),
  photo_count: int,
  available: z.boolean(),
});
export type BookmarkRow = z.infer<typeof BookmarkRow>;

/** The marks of a bookmark `b`: the answers and the marks' version read the same. */
const MARKS_COLUMNS = sql`${isoUtc(sql`b.contacted_at`)} as contacted_at, ${isoUtc(sql`b.visited_at`)} as visited_at,
  b.price_drop_alert`;

const SELECT = sql`
  select b.id, ${isoUtc(sql`b.created_at`)} as saved_at, b.note, b.rating::int as rating,
         ${MARKS_COLUMNS}, ${LISTING_SUMMARY_COLUMNS}, l.vlancode,
         b.price_cents_when_saved::float8 as price_cents_when_saved, l.photo_count,
         l.status_id in (${PUBLIC}) as available
  from bookmarks b join listings l on l.id = b.listing_id`;

/** Ties always end on the id, so pages never overlap. Unrated and price-on-request come last. */
const ORDER: Record<BookmarkSort, SQL> = {
  savedAt: sql`b.created_at desc, b.id desc`,
  rating: sql`b.rating desc nulls last, b.created_at desc, b.id desc`,
  priceLow: sql`l.price_cents asc nulls last, b.id desc`,
  priceHigh: sql`l.price_cents desc nulls last, b.id desc`,
};

export async function findBookmarkPage(
  db: Database,
  userId: number,
  { page, pageSize, sort }: { page: number; pageSize: number; sort: BookmarkSort },
): Promise<{ rows: BookmarkRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.execute(sql`${SELECT} where b.user_id = ${userId}
      order by ${ORDER[sort]} limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`select count(*)::int as total from bookmarks where user_id = ${userId}`),
  ]);
  return { rows: rowsOf(BookmarkRow, rows), total: oneRowOf(TotalRow, count).total };
}

/** One of the user's bookmarks; undefined when it is not theirs (or does not exist). */
export async function findBookmark(
  db: Database,
  userId: number,
  id: number,
): Promise<BookmarkRow | undefined> {
  return firstRowOf(
    BookmarkRow,
    await db.execute(sql`${SELECT} where b.id = ${id} and b.user_id = ${userId}`),
  );
}

/** The marks of one of the user's bookmarks; undefined when it is not theirs. */
export async function findMarks(db: Database, userId: number, id: number): Promise<MarksRow | undefined> {
  return firstRowOf(
    MarksRow,
    await db.execute(
      sql`select ${MARKS_COLUMNS} from bookmarks b where b.id = ${id} and b.user_id = ${userId}`,
    ),
  );
}

/** Locks one of the user's bookmarks until the transaction ends; false when it is not theirs. */
export const lockBookmark = (tx: Database, userId: number, id: number): Promise<boolean> =>
  lockUserRow(tx, bookmarks, userId, id);

export type InsertOutcome = { id: number } | 'duplicate' | 'not-public';

/** Saves a listing the portal shows, with its price now; a second save of the same listing is refused. */
export async function insertBookmark(
  db: Database,
  userId: number,
  listingId: number,
): Promise<InsertOutcome> {
  const inserted = firstRowOf(
    IdRow,
    await db.execute(sql`
      insert into bookmarks (user_id, listing_id, price_cents_when_saved)
      select ${userId}, l.id, l.price_cents from listings l
      where l.id = ${listingId} and l.status_id in (${PUBLIC})
      on conflict (user_id, listing_id) do nothing
      returning id`),
  );
  if (inserted) return inserted;
  const saved = await db.execute(
    sql`select 1 from bookmarks where user_id = ${userId} and listing_id = ${listingId}`,
  );
  return hasRows(saved) ? 'duplicate' : 'not-public';
}

/** Applies a change to one of the user's bookmarks; false when it is not theirs. */
async function updateBookmark(db: Database, userId: number, id: number, set: SQL): Promise<boolean> {
  return hasRows(
    await db.execute(sql`update bookmarks set ${set} where id = ${id} and user_id = ${userId} returning id`),
  );
}

export const updateRating = (db: Database, userId: number, id: number, rating: number | null) =>
  updateBookmark(db, userId, id, sql`rating = ${rating}`);

export const updateNote = (db: Database, userId: number, id: number, note: string | null) =>
  updateBookmark(db, userId, id, sql`note = ${note}`);

/** A mark keeps its first date while it stays set; the alert restarts from the current price. */
export const updateMarks = (db: Database, userId: number, id: number, marks: BookmarkMarksBody) =>
  updateBookmark(
    db,
    userId,
    id,
    sql`contacted_at = case when ${marks.contacted} then coalesce(contacted_at, now()) end,
        visited_at = case when ${marks.visited} then coalesce(visited_at, now()) end,
        price_cents_alerted = case when ${marks.priceDropAlert} and not price_drop_alert
          then (select price_cents from listings where id = listing_id) else price_cents_alerted end,
        price_drop_alert = ${marks.priceDropAlert}`,
  );

export async function deleteBookmark(db: Database, userId: number, id: number): Promise<boolean> {
  return hasRows(
    await db.execute(sql`delete from bookmarks where id = ${id} and user_id = ${userId} returning id`),
  );
}
