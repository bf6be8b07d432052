import type { Bookmark, BookmarkMarksBody } from '@app/contract';
import { endpoints, STATUS_IDS_PUBLIC } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, listings } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { REPEATED } from '../../test/burst';
import { call } from '../../test/call';
import { expectConditionalWrites } from '../../test/conditional';

/*
 * Two tabs on one saved property (issue 45, decision 055): its marks are saved only over the version
 * the card was shown at; a click on an out-of-date card answers 412 and undoes nothing.
 */

let t: TestApp;
let buyer: string;
let agency: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('private@example.be');
  agency = await t.login('agency@example.be');
  await t.db.delete(bookmarks);
});
afterAll(() => t.close());

const saveListing = async (cookie: string, listingId: number): Promise<Bookmark> => {
  const response = await call(t, cookie, endpoints.createBookmark, { params: { id: listingId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Bookmark }>().data;
};

/** Change n: one of the seven combinations of marks with at least one set. */
const marksOf = (n: number): BookmarkMarksBody => {
  const mask = (n % 7) + 1;
  return { contacted: (mask & 1) > 0, visited: (mask & 2) > 0, priceDropAlert: (mask & 4) > 0 };
};

/** The version of the marks as the list shows the card (the GET that feeds it). */
const versionInList = async (id: number): Promise<string> => {
  const response = await call(t, buyer, endpoints.listMyBookmarks, { query: { pageSize: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Bookmark[] }>().data.find((bookmark) => bookmark.id === id)!.marksEtag;
};

describe('PUT my-bookmarks/:id/marks is conditional', () => {
  it(`428, 200 with the new ETag, 412 from the card before, 404, one of a burst ${REPEATED}`, async () => {
    const published = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(inArray(listings.statusId, [...STATUS_IDS_PUBLIC]))
      .orderBy(listings.id)
      .limit(2);
    const { id } = await saveListing(buyer, published[0]!.id);
    const theirs = await saveListing(agency, published[1]!.id);
    const ifMatch = (value?: string) => (value === undefined ? {} : { headers: { 'if-match': value } });
    await expectConditionalWrites({
      open: () => versionInList(id),
      write: (n, version) =>
        call(t, buyer, endpoints.setBookmarkMarks, { params: { id }, body: marksOf(n), ...ifMatch(version) }),
      holds: async (n) => {
        const [row] = await t.db.select().from(bookmarks).where(eq(bookmarks.id, id));
        const stored = {
          contacted: row!.contactedAt !== null,
          visited: row!.visitedAt !== null,
          priceDropAlert: row!.priceDropAlert,
        };
        return JSON.stringify(stored) === JSON.stringify(marksOf(n));
      },
      foreign: (version) =>
        call(t, buyer, endpoints.setBookmarkMarks, {
          params: { id: theirs.id },
          body: marksOf(0),
          ...ifMatch(version),
        }),
      // Seven states with a mark: each burst starts from none, so every write changes them.
      rebase: async () => {
        await t.db
          .update(bookmarks)
          .set({ contactedAt: null, visitedAt: null, priceDropAlert: false })
          .where(eq(bookmarks.id, id));
      },
    });
  });

  it('keeps the version of the marks when the stars or the note change', async () => {
    const listed = await call(t, buyer, endpoints.listMyBookmarks);
    const { id } = listed.json<{ data: Bookmark[] }>().data[0]!;
    const before = await versionInList(id);
    await call(t, buyer, endpoints.rateBookmark, { params: { id }, body: { rating: 5 } });
    await call(t, buyer, endpoints.saveBookmarkNote, { params: { id }, body: { note: 'Tuin' } });
    expect(await versionInList(id)).toBe(before);
  });
});
