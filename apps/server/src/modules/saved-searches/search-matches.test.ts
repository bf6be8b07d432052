import type { Paging, SavedSearch, SearchMatch } from '@app/contract';
import { endpoints, MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import type { CallOptions } from '../../test/call';
import { call } from '../../test/call';

let t: TestApp;
let buyer: string;
let agency: string;

/**
 * `count` houses for sale of the agency in `zip`, the n-th published `ageDays` days and n hours ago
 * (so their order is known), with a portal page; `status` 2 is offline.
 */
async function addListings(
  zip: string,
  count: number,
  { ageDays, status = 1 }: { ageDays: number; status?: number },
) {
  await t.db.execute(sql`
    insert into listings (vlancode, user_id, status_id, transaction_type, property_type, price_cents, zip, city,
      bedrooms, livable_surface, url, created_at, updated_at)
    select 'M' || ${zip} || ${ageDays} || ${status} || lpad(n::text, 3, '0'), u.id, ${status}, 'sale', 'house',
      25000000 + n * 100, ${zip}, 'Matchstad', 3, 140,
      'https://www.example.be/nl/zoekertje/M' || ${zip} || ${ageDays} || lpad(n::text, 3, '0'),
      now() - make_interval(days => ${ageDays}, hours => n), now()
    from generate_series(1, ${count}) n, users u where u.email = 'agency@example.be'`);
}

type MatchPage = { data: SearchMatch[]; paging: Paging };
const matches = (cookie: string, id: number, options: Omit<CallOptions, 'params'> = {}) =>
  call(t, cookie, endpoints.listSavedSearchMatches, { params: { id }, ...options });
const pageOf = async (cookie: string, id: number, options: Omit<CallOptions, 'params'> = {}) => {
  const response = await matches(cookie, id, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatchPage>();
};
const mySearches = async (cookie: string) =>
  (await call(t, cookie, endpoints.listMySavedSearches, { query: { pageSize: 100 } })).json<{
    data: SavedSearch[];
  }>().data;

let search: SavedSearch;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, agency] = await Promise.all([t.login('private@example.be'), t.login('agency@example.be')]);
  // 9011: 4 new, 11 older (10 days), 2 new but offline.
  await addListings('9011', 4, { ageDays: 0 });
  await addListings('9011', 11, { ageDays: 10 });
  await addListings('9011', 2, { ageDays: 0, status: 2 });
  const created = await call(t, buyer, endpoints.createSavedSearch, {
    body: {
      name: 'Huis in 9011',
      criteria: { transactionType: 'sale', propertyTypes: ['house'], postcodes: ['9011'] },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  search = created.json<{ data: SavedSearch }>().data;
});
afterAll(() => t.close());

describe('GET my-saved-searches/:id/matches', () => {
  it('lists what the card counts, newest first: the total is totalMatches, and newMatches with new=1', async () => {
    expect(search).toMatchObject({ totalMatches: 15, newMatches: 4 });
    const all = await pageOf(buyer, search.id, { query: { pageSize: 100 } });
    expect(all.paging).toEqual({ page: 1, pageSize: 100, total: 15, totalPages: 1 });
    expect(all.data).toHaveLength(15);
    const published = all.data.map((match) => match.publishedAt);
    expect(published).toEqual([...published].sort().reverse());
    expect(all.data.map((match) => match.isNew)).toEqual([...Array(4).fill(true), ...Array(11).fill(false)]);
    const fresh = await pageOf(buyer, search.id, { query: { new: 1, pageSize: 100 } });
    expect(fresh.paging.total).toBe(4);
    expect(fresh.data).toEqual(all.data.slice(0, 4));
    expect(fresh.data[0]).toMatchObject({
      transactionType: 'sale',
      propertyType: 'house',
      price: 250_001,
      zipcode: '9011',
      city: 'Matchstad',
      bedrooms: 3,
      livableSurface: 140,
      photoUrl: null,
      url: 'https://www.example.be/nl/zoekertje/M90110001',
      isNew: true,
    });
  });

  it("links each match to the portal's page in the request's language", async () => {
    const [first] = (await pageOf(buyer, search.id, { query: { new: 'true' }, lang: 'fr' })).data;
    expect(first!.url).toBe('https://www.example.be/fr/annonce/M90110001');
  });

  it("equals the card's counts for every search of the demo user", async () => {
    const searches = await mySearches(buyer);
    expect(searches.length).toBeGreaterThan(1);
    for (const each of searches) {
      const [all, fresh] = await Promise.all([
        pageOf(buyer, each.id, { query: { pageSize: 1 } }),
        pageOf(buyer, each.id, { query: { new: 1, pageSize: 1 } }),
      ]);
      expect([all.paging.total, fresh.paging.total], each.name).toEqual([each.totalMatches, each.newMatches]);
    }
  });

  it('pages without overlap or gaps', async () => {
    const all = (await pageOf(buyer, search.id, { query: { pageSize: 100 } })).data;
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => pageOf(buyer, search.id, { query: { page, pageSize: 6 } })),
    );
    expect(pages.map((page) => page.paging)).toEqual(
      [1, 2, 3, 4].map((page) => ({ page, pageSize: 6, total: 15, totalPages: 3 })),
    );
    expect(pages.map((page) => page.data.length)).toEqual([6, 6, 3, 0]);
    expect(pages.flatMap((page) => page.data)).toEqual(all);
  });

  it("answers 404 for another user's search and for one that does not exist", async () => {
    expect((await matches(agency, search.id)).statusCode).toBe(404);
    expect((await matches(agency, search.id, { query: { new: 1 } })).statusCode).toBe(404);
    expect((await matches(buyer, 2_000_000_000)).statusCode).toBe(404);
  });

  it("refuses a bad query with the contract's validation error", async () => {
    const bad = await matches(buyer, search.id, { query: { page: 0, new: 'banana' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'validation',
      messageKey: MSG.invalid,
      fields: { page: expect.any(String) as string, new: expect.any(String) as string },
    });
  });
});
