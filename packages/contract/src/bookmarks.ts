import { z } from 'zod';
import { dataOf, IdParams, pagedOf, PagingQuery, Success } from './common';
import { BOOKMARK_NOTE_MAX, BOOKMARK_SORTS, RATING_MAX } from './constants';
import { endpoint } from './endpoint';
import { ListingSummary } from './listing-summary';
import { requiredText } from './validation';

/** Issue 10: saved properties (spec sections 2 `savedproperties`, 3 Bookmark, 7 Bookmarks). */

/** The saved listing as it is now, with the price it had when it was saved. */
export const BookmarkedListing = ListingSummary.extend({
  vlancode: z.string(),
  /** The price when it was saved; differs from `price` after a price change. */
  priceWhenSaved: z.number().min(0).nullable(),
  photoCount: z.number().int().min(0),
  /** False once the listing is no longer published: it stays in the list, marked. */
  available: z.boolean(),
});
export type BookmarkedListing = z.infer<typeof BookmarkedListing>;

export const Bookmark = z.object({
  id: z.number().int(),
  savedAt: z.iso.datetime(),
  note: z.string().nullable(),
  /** 1..5 stars; null when not rated. */
  rating: z.number().int().min(1).max(RATING_MAX).nullable(),
  /** Marks of the user's own progress (when set). */
  contactedAt: z.iso.datetime().nullable(),
  visitedAt: z.iso.datetime().nullable(),
  /** An e-mail when the price goes down. */
  priceDropAlert: z.boolean(),
  /**
   * The version of the marks (contacted, visited, price-drop alert) that PUT my-bookmarks/:id/marks
   * rewrites: a strong entity-tag, sent back in If-Match (decision 055).
   */
  marksEtag: z.string(),
  listing: BookmarkedListing,
});
export type Bookmark = z.infer<typeof Bookmark>;

export const BookmarkSort = z.enum(BOOKMARK_SORTS);
export type BookmarkSort = z.infer<typeof BookmarkSort>;

export const BookmarksQuery = PagingQuery.extend({ sort: BookmarkSort.default('savedAt') });
export type BookmarksQuery = z.input<typeof BookmarksQuery>;

/** 1..5 stars, or null to take the rating away. */
export const RateBookmarkBody = z.object({ rating: z.number().int().min(1).max(RATING_MAX).nullable() });
export const BookmarkNoteBody = z.object({ note: requiredText(BOOKMARK_NOTE_MAX) });
export const BookmarkMarksBody = z.object({
  contacted: z.boolean(),
  visited: z.boolean(),
  priceDropAlert: z.boolean(),
});
export type BookmarkMarksBody = z.infer<typeof BookmarkMarksBody>;

export const listMyBookmarks = endpoint({
  method: 'GET',
  path: 'my-bookmarks',
  access: 'active',
  tag: 'bookmarks',
  summary: "The caller's saved properties, paged; sorted by date saved (default), rating or price.",
  query: BookmarksQuery,
  response: pagedOf(Bookmark),
});
export const createBookmark = endpoint({
  method: 'POST',
  path: 'my-bookmarks/announcement/:id',
  access: 'active',
  tag: 'bookmarks',
  summary: 'Saves a published listing; 409 when it is saved already, 404 when it is not published.',
  params: IdParams,
  response: dataOf(Bookmark),
});
export const rateBookmark = endpoint({
  method: 'POST',
  path: 'my-bookmarks/:id/rate',
  access: 'active',
  tag: 'bookmarks',
  summary: 'Rates a saved property from 1 to 5 stars, or clears its rating (null).',
  params: IdParams,
  body: RateBookmarkBody,
  response: dataOf(Bookmark),
});
export const saveBookmarkNote = endpoint({
  method: 'POST',
  path: 'my-bookmarks/:id/note',
  access: 'active',
  tag: 'bookmarks',
  summary: 'Writes (or replaces) the note of a saved property.',
  params: IdParams,
  body: BookmarkNoteBody,
  response: dataOf(Bookmark),
});
export const deleteBookmarkNote = endpoint({
  method: 'DELETE',
  path: 'my-bookmarks/:id/note',
  access: 'active',
  tag: 'bookmarks',
  summary: 'Removes the note of a saved property.',
  params: IdParams,
  response: dataOf(Bookmark),
});
export const setBookmarkMarks = endpoint({
  method: 'PUT',
  path: 'my-bookmarks/:id/marks',
  access: 'active',
  tag: 'bookmarks',
  summary: 'Marks a saved property as contacted or visited, and turns its price-drop alert on or off.',
  params: IdParams,
  body: BookmarkMarksBody,
  response: dataOf(Bookmark),
  versioned: true,
});
export const deleteBookmark = endpoint({
  method: 'DELETE',
  path: 'my-bookmarks/:id',
  access: 'active',
  tag: 'bookmarks',
  summary: 'Removes a saved property.',
  params: IdParams,
  response: Success,
});
