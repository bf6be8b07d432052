import type { Bookmark, Paging } from '@app/contract';
import { endpoints, ERR, MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { call } from '../../test/call';

let t: TestApp;
let buyer: string;
let agency: string;
/** Published listings of the agency, and one that is not published. */
let listingIds: number[];
let offlineId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('private@example.be');
  agency = await t.login('agency@example.be');
  const ids = await queryRows(
    t.db,
    z.object({ id: z.number(), status_id: z.number() }),
    sql`select l.id, l.status_id from listings l join users u on u.id = l.user_id
        where u.email = 'agency@example.be' and l.price_cents is not null order by l.id`,
  );
  listingIds = ids
    .filter((row) => row.status_id === 1)
    .map((row) => row.id)
    .slice(0, 4);
  offlineId = ids.find((row) => row.status_id === 2)!.id;
  // The demo's own saved properties are not this test's business.
  await t.db.execute(sql`delete from bookmarks`);
});
afterAll(() => t.close());

const save = (cookie: string, id: number) => call(t, cookie, endpoints.createBookmark, { params: { id } });
const list = async (cookie: string, query: Record<string, string | number> = {}) => {
  const response = await call(t, cookie, endpoints.listMyBookmarks, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Bookmark[]; paging: Paging }>();
};
const dataOf = (response: { json: <T>() => T }) => response.json<{ data: Bookmark }>().data;

describe('saved properties', () => {
  it('saves a published listing with its card data and lists it', async () => {
    const response = await save(buyer, listingIds[0]!);
    expect(response.statusCode, response.body).toBe(200);
    const saved = dataOf(response);
    expect(saved).toMatchObject({
      note: null,
      rating: null,
      contactedAt: null,
      visitedAt: null,
      priceDropAlert: false,
      listing: { id: listingIds[0], available: true, photoCount: expect.any(Number) },
    });
    expect(saved.listing.price).toBe(saved.listing.priceWhenSaved);
    // The demo data's photos: a drawing served by the web app, for every listing that has photos.
    expect(saved.listing.photoUrl).toEqual(
      saved.listing.photoCount > 0 ? expect.stringMatching(/^\/demo-photos\/[a-z]+(-\d)?\.jpg$/) : null,
    );
    expect((await list(buyer)).data).toEqual([saved]);
  });

  it('answers 409 with a clear message to a second save of the same listing', async () => {
    const response = await save(buyer, listingIds[0]!);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'bookmark_exists', messageKey: ERR.bookmarkExists });
    expect((await list(buyer)).paging.total).toBe(1);
  });

  it('answers 404 for a listing that is not published or does not exist', async () => {
    expect((await save(buyer, offlineId)).statusCode).toBe(404);
    expect((await save(buyer, 99_999_999)).statusCode).toBe(404);
  });

  it('clears a rating with null; a missing rating is refused', async () => {
    const [saved] = (await list(buyer)).data;
    const params = { id: saved!.id };
    await call(t, buyer, endpoints.rateBookmark, { params, body: { rating: 3 } });
    const cleared = await call(t, buyer, endpoints.rateBookmark, { params, body: { rating: null } });
    expect(cleared.statusCode).toBe(200);
    expect(dataOf(cleared).rating).toBeNull();
    expect((await list(buyer)).data.find((item) => item.id === saved!.id)!.rating).toBeNull();
    const missing = await call(t, buyer, endpoints.rateBookmark, { params, body: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('rates from 1 to 5 stars and refuses anything else', async () => {
    const [saved] = (await list(buyer)).data;
    const rated = await call(t, buyer, endpoints.rateBookmark, {
      params: { id: saved!.id },
      body: { rating: 4 },
    });
    expect(dataOf(rated).rating).toBe(4);
    for (const rating of [0, 6, 2.5, '3']) {
      const refused = await call(t, buyer, endpoints.rateBookmark, {
        params: { id: saved!.id },
        body: { rating },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty('rating');
    }
  });

  it('writes, replaces and removes a note; an empty note is refused', async () => {
    const [saved] = (await list(buyer)).data;
    const params = { id: saved!.id };
    const written = await call(t, buyer, endpoints.saveBookmarkNote, {
      params,
      body: { note: '  Tuin op het zuiden  ' },
    });
    expect(dataOf(written).note).toBe('Tuin op het zuiden');
    const empty = await call(t, buyer, endpoints.saveBookmarkNote, { params, body: { note: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: Record<string, string> }>().fields).toEqual({ note: MSG.required });
    const long = await call(t, buyer, endpoints.saveBookmarkNote, {
      params,
      body: { note: 'x'.repeat(2001) },
    });
    expect(long.json<{ fields: Record<string, string> }>().fields).toEqual({ note: MSG.tooLong });
    const removed = await call(t, buyer, endpoints.deleteBookmarkNote, { params });
    expect(dataOf(removed).note).toBeNull();
  });

  it('marks contacted and visited, keeping the first date, and turns the price-drop alert on and off', async () => {
    const [saved] = (await list(buyer)).data;
    const params = { id: saved!.id };
    const first = dataOf(
      // Each save names the version of the marks it was based on (decision 055).
      await call(t, buyer, endpoints.setBookmarkMarks, {
        params,
        body: { contacted: true, visited: false, priceDropAlert: true },
        headers: { 'if-match': saved!.marksEtag },
      }),
    );
    expect(first.contactedAt).toEqual(expect.any(String));
    expect(first.visitedAt).toBeNull();
    expect(first.priceDropAlert).toBe(true);
    const second = dataOf(
      await call(t, buyer, endpoints.setBookmarkMarks, {
        params,
        body: { contacted: true, visited: true, priceDropAlert: false },
        headers: { 'if-match': first.marksEtag },
      }),
    );
    expect(second.contactedAt).toBe(first.contactedAt);
    expect(second.visitedAt).toEqual(expect.any(String));
    expect(second.priceDropAlert).toBe(false);
  });

  it("answers 404 for another user's saved property, for every call", async () => {
    const [saved] = (await list(buyer)).data;
    const params = { id: saved!.id };
    const calls = [
      call(t, agency, endpoints.rateBookmark, { params, body: { rating: 1 } }),
      call(t, agency, endpoints.saveBookmarkNote, { params, body: { note: 'mine' } }),
      call(t, agency, endpoints.deleteBookmarkNote, { params }),
      call(t, agency, endpoints.setBookmarkMarks, {
        params,
        body: { contacted: false, visited: false, priceDropAlert: false },
        headers: { 'if-match': '*' },
      }),
      call(t, agency, endpoints.deleteBookmark, { params }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await list(buyer)).data[0]).toMatchObject({ id: saved!.id, rating: 4 });
    expect((await list(agency)).data).toEqual([]);
  });

  it('keeps a listing that went offline, marked, and shows a price change since it was saved', async () => {
    const [saved] = (await list(buyer)).data;
    await t.db.execute(
      sql`update listings set status_id = 6, price_cents = price_cents - 10000 where id = ${saved!.listing.id}`,
    );
    const [after] = (await list(buyer)).data;
    expect(after!.listing.available).toBe(false);
    expect(after!.listing.price).toBe(saved!.listing.price! - 100);
    expect(after!.listing.priceWhenSaved).toBe(saved!.listing.price);
  });

  it('sorts by date saved, rating and price, and pages', async () => {
    for (const id of listingIds.slice(1)) expect((await save(buyer, id)).statusCode).toBe(200);
    const all = (await list(buyer)).data;
    expect(all).toHaveLength(4);
    expect(all.map((bookmark) => bookmark.listing.id)).toEqual([...listingIds].reverse());
    await call(t, buyer, endpoints.rateBookmark, { params: { id: all[2]!.id }, body: { rating: 2 } });
    await call(t, buyer, endpoints.rateBookmark, { params: { id: all[1]!.id }, body: { rating: 5 } });
    const byRating = (await list(buyer, { sort: 'rating' })).data.map((bookmark) => bookmark.rating);
    // The first saved kept its 4 stars; unrated last.
    expect(byRating).toEqual([5, 4, 2, null]);
    const prices = (await list(buyer, { sort: 'priceLow' })).data.map((bookmark) => bookmark.listing.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = (await list(buyer, { sort: 'priceHigh' })).data.map((bookmark) => bookmark.listing.price!);
    expect(high).toEqual([...prices].reverse());
    const page2 = await list(buyer, { pageSize: 3, page: 2 });
    expect(page2.paging).toEqual({ page: 2, pageSize: 3, total: 4, totalPages: 2 });
    expect(page2.data.map((bookmark) => bookmark.id)).toEqual([all[3]!.id]);
    expect(
      (await call(t, buyer, endpoints.listMyBookmarks, { query: { sort: 'cheapest' } })).statusCode,
    ).toBe(400);
  });

  it('deletes a saved property', async () => {
    const [first] = (await list(buyer)).data;
    const response = await call(t, buyer, endpoints.deleteBookmark, { params: { id: first!.id } });
    expect(response.json()).toEqual({ data: { success: true } });
    expect((await list(buyer)).data.map((bookmark) => bookmark.id)).not.toContain(first!.id);
    expect((await call(t, buyer, endpoints.deleteBookmark, { params: { id: first!.id } })).statusCode).toBe(
      404,
    );
  });
});
