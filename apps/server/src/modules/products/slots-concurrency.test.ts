import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';

/*
 * Bursts of parallel requests against the Colour slots (MANUAL) of the demo agency, read back from
 * the database. Meaningful on PostgreSQL, where the requests really overlap (issue 45).
 */

let t: TestApp;
let agency: string;
const AGENCY = 'agency@example.be';
const PICKS = 20;

beforeAll(async () => {
  t = await createTestApp();
  agency = await t.login(AGENCY);
});
afterAll(() => t.close());

const post = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/nl/api/core/${url}`,
    headers: { cookie: agency, ...t.csrfHeaders },
    ...(payload ? { payload } : {}),
  });
const pick = (listingId: number) => post(`my-products/announcement/${listingId}/color`);
const takeOffline = (listingId: number) =>
  post(`my-properties/${listingId}/status`, { requestedStatus: 'notPublished' });

const IdRow = z.object({ id: z.number() });
const CountRow = z.object({ n: z.number() });
const agencyId = sql`(select id from users where email = ${AGENCY})`;

const colourSlots = async () => {
  const [row] = await queryRows(
    t.db,
    CountRow,
    sql`select count(*)::int as n from listing_product_slots where user_id = ${agencyId} and product = 'color'`,
  );
  return row!.n;
};

/** `count` published agency listings without a Colour slot, that the agency may take offline itself. */
async function freeListings(count: number): Promise<number[]> {
  const rows = await queryRows(
    t.db,
    IdRow,
    sql`select l.id from listings l where l.user_id = ${agencyId} and l.status_id = 1
      and l.software_reference is null
      and not exists (select 1 from listing_product_slots s where s.listing_id = l.id and s.product = 'color')
      order by l.id limit ${count}`,
  );
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.id);
}

/** Leaves exactly `free` Colour slots open: the product's slot count becomes the slots used plus `free`. */
const leaveFree = async (free: number) =>
  t.db.execute(sql`update user_products set slots = ${(await colourSlots()) + free}
    where user_id = ${agencyId} and code = 'color'`);

describe('Colour slots under a burst of parallel picks', () => {
  for (const free of [3, 1]) {
    it(`accepts exactly ${free} of ${PICKS} picks with ${free} free, three times over`, async () => {
      for (let round = 0; round < 3; round += 1) {
        await leaveFree(free);
        const before = await colourSlots();
        const listings = await freeListings(PICKS);
        const codes = (await Promise.all(listings.map(pick))).map((response) => response.statusCode);
        expect(codes.filter((code) => code === 200)).toHaveLength(free);
        expect(codes.filter((code) => code === 409)).toHaveLength(PICKS - free);
        expect(await colourSlots()).toBe(before + free);
        // The next round starts from the same listings again.
        await t.db.execute(sql`delete from listing_product_slots
          where product = 'color' and listing_id in (${sql.join(listings, sql`, `)})`);
      }
    });
  }
});

describe('a pick racing a status change', () => {
  const PAIRS = 15;
  const stranded = () =>
    queryRows(
      t.db,
      IdRow,
      sql`select l.id from listing_product_slots s join listings l on l.id = s.listing_id
        where s.product = 'color' and l.status_id not in (1, 7)`,
    );
  /** Both requests of a pair answer: the pick 200 (it came first) or 404 (the listing was offline). */
  const expectAnswered = ([picked, changed]: Array<{ statusCode: number }>) => {
    expect([200, 404]).toContain(picked!.statusCode);
    expect(changed!.statusCode).toBe(200);
  };

  it(`never leaves a slot on a listing that went offline, ${PAIRS} pairs at once`, async () => {
    await leaveFree(PAIRS);
    const listings = await freeListings(PAIRS);
    const pairs = await Promise.all(listings.map((id) => Promise.all([pick(id), takeOffline(id)])));
    pairs.forEach(expectAnswered);
    expect(await stranded()).toEqual([]);
  });

  // Alone, each pair really overlaps (at once, the picks queue behind the product lock): before the
  // listing was locked, nearly every pick here left its slot on the offline listing.
  it(`never leaves a slot on a listing that went offline, ${PAIRS} pairs one after another`, async () => {
    await leaveFree(PAIRS);
    for (const id of await freeListings(PAIRS))
      expectAnswered(await Promise.all([pick(id), takeOffline(id)]));
    expect(await stranded()).toEqual([]);
  });
});
