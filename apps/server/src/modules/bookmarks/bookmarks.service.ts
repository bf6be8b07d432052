import type { Bookmark, BookmarkMarksBody, BookmarkSort, Paging } from '@app/contract';
import { ERR, pagingOf } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import type { RecordVersion } from '../../plugins/conditional-requests';
import { entityTag, rowVersion } from '../../plugins/conditional-requests';
import type { BookmarkRow, MarksRow } from './bookmarks.repository';
import {
  deleteBookmark,
  findBookmark,
  findBookmarkPage,
  findMarks,
  insertBookmark,
  lockBookmark,
  updateMarks,
  updateNote,
  updateRating,
} from './bookmarks.repository';
import { listingSummaryOf } from '../../lib/listing-summary';
import { euroOrNull } from '../../lib/money';

/**
 * The version of a bookmark's marks (decision 055): a strong entity-tag of the marks as stored, what
 * PUT my-bookmarks/:id/marks rewrites. The listing's price and the stars or note, which have their
 * own endpoints, leave it as it is.
 */
const marksTag = (row: MarksRow): string =>
  entityTag({
    contactedAt: row.contacted_at,
    visitedAt: row.visited_at,
    priceDropAlert: row.price_drop_alert,
  });

export function toBookmark(row: BookmarkRow): Bookmark {
  return {
    id: row.id,
    savedAt: row.saved_at,
    note: row.note,
    rating: row.rating,
    contactedAt: row.contacted_at,
    visitedAt: row.visited_at,
    priceDropAlert: row.price_drop_alert,
    marksEtag: marksTag(row),
    listing: {
      ...listingSummaryOf(row),
      vlancode: row.vlancode,
      priceWhenSaved: euroOrNull(row.price_cents_when_saved),
      photoCount: row.photo_count,
      available: row.available,
    },
  };
}

export async function listBookmarks(
  db: Database,
  userId: number,
  query: { page: number; pageSize: number; sort: BookmarkSort },
): Promise<{ data: Bookmark[]; paging: Paging }> {
  const { rows, total } = await findBookmarkPage(db, userId, query);
  return { data: rows.map(toBookmark), paging: pagingOf(query, total) };
}

async function bookmarkOf(db: Database, userId: number, id: number): Promise<Bookmark> {
  const row = await findBookmark(db, userId, id);
  if (!row) throw notFound();
  return toBookmark(row);
}

export async function saveListing(db: Database, userId: number, listingId: number): Promise<Bookmark> {
  const outcome = await insertBookmark(db, userId, listingId);
  if (outcome === 'duplicate') throw new HttpError(409, 'bookmark_exists', ERR.bookmarkExists);
  if (outcome === 'not-public') throw notFound();
  return bookmarkOf(db, userId, outcome.id);
}

/** Runs a change on one of the user's bookmarks and answers the bookmark as it is now; 404 if not theirs. */
async function changed(
  db: Database,
  userId: number,
  id: number,
  change: Promise<boolean>,
): Promise<Bookmark> {
  if (!(await change)) throw notFound();
  return bookmarkOf(db, userId, id);
}

export const rate = (db: Database, userId: number, id: number, rating: number | null) =>
  changed(db, userId, id, updateRating(db, userId, id, rating));

export const writeNote = (db: Database, userId: number, id: number, note: string) =>
  changed(db, userId, id, updateNote(db, userId, id, note));

export const removeNote = (db: Database, userId: number, id: number) =>
  changed(db, userId, id, updateNote(db, userId, id, null));

export const mark = (db: Database, userId: number, id: number, marks: BookmarkMarksBody) =>
  changed(db, userId, id, updateMarks(db, userId, id, marks));

/** How PUT my-bookmarks/:id/marks finds the marks' version: under the bookmark's row lock; 404 when not the user's. */
export function marksVersion(userId: number, id: number): RecordVersion {
  return rowVersion(
    (tx) => lockBookmark(tx, userId, id),
    (tx) => findMarks(tx, userId, id),
    marksTag,
  );
}

export async function removeBookmark(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteBookmark(db, userId, id))) throw notFound();
}
