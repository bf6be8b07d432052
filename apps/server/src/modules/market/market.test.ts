import type { MarketComparison, Paging, Property } from '@app/contract';
import { addDays, brusselsToday } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingDailyStats, listings } from '../../db/schema';
import { marketJob } from '../../jobs/market.job';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';

let t: TestApp;
let agency: string;
/** The fixed day the job runs on: noon in Brussels. */
const NOW = new Date('2026-12-06T11:00:00Z');
const TODAY = brusselsToday(NOW);
const IdRow = z.object({ id: z.number() });

const userId = async (email: string) =>
  (await queryRows(t.db, IdRow, sql`select id from users where email = ${email}`))[0]!.id;

/** A student house for sale online for 10 days up to today, with `views` detail views in all. */
async function listing(owner: number, over: Partial<typeof listings.$inferInsert> & { views: number }) {
  const { views, ...columns } = over;
  const [row] = await t.db
    .insert(listings)
    .values({
      vlancode: `MKX${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${Math.random().toString(36).slice(2, 4)}`,
      userId: owner,
      statusId: 1,
      transactionType: 'sale',
      propertyType: 'studentHouse',
      priceCents: 300_000_00,
      zip: '3000',
      city: 'Leuven',
      livableSurface: 90,
      photoCount: 10,
      description: { nl: 'Kot', fr: 'Kot', en: null },
      onlineDate: addDays(TODAY, -9),
      ...columns,
    })
    .returning({ id: listings.id });
  if (views > 0)
    await t.db
      .insert(listingDailyStats)
      .values({ listingId: row!.id, day: addDays(TODAY, -1), detailViews: views });
  return row!.id;
}

/** percentile_cont of sorted values at fraction p, as PostgreSQL computes it. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}

const market = (id: number, cookie = agency) =>
  t.app.inject({ method: 'GET', url: `/en/api/core/my-properties/${id}/market`, headers: { cookie } });

let target: number;
let offline: number;
let draft: number;
/** Detail views per day of the similar listings: 8 in Leuven, one in Heverlee (3001, 2 km away). */
const SIMILAR_PER_DAY = [2, 3, 4, 5, 6, 7, 8, 9, 10];

beforeAll(async () => {
  t = await createTestApp();
  agency = await t.login('agency@example.be');
  const mine = await userId('agency@example.be');
  const other = await userId('info@desmetvastgoed.be');
  // 1 view a day, dearer per m² (3,750 €), fewer photos, no French description.
  target = await listing(mine, {
    views: 10,
    livableSurface: 80,
    photoCount: 5,
    description: { nl: 'Kot', fr: null, en: null },
  });
  offline = await listing(mine, { views: 10, statusId: 2 });
  draft = await listing(mine, { views: 0, statusId: 3 });
  for (const [n, perDay] of SIMILAR_PER_DAY.entries()) {
    await listing(other, { views: perDay * 10, ...(n === 8 ? { zip: '3001', city: 'Heverlee' } : {}) });
  }
  // Not similar: too dear, another type, online before it, 15 km away (Aarschot), a draft.
  await listing(other, { views: 500, priceCents: 400_000_00 });
  await listing(other, { views: 500, propertyType: 'house' });
  await listing(other, {
    views: 500,
    onlineDate: addDays(TODAY, -60),
    offlineDate: addDays(TODAY, -30),
    statusId: 2,
  });
  await listing(other, { views: 500, zip: '3200', city: 'Aarschot' });
  await listing(other, { views: 500, statusId: 3 });
  await t.runJob(marketJob, { now: NOW });
});
afterAll(() => t.close());

describe('the market job and GET my-properties/:id/market', () => {
  it('measures a listing against its similar listings: quartiles, verdict and hints', async () => {
    const response = await market(target);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: MarketComparison }>().data;
    // The agency's own listing gone offline was online at the same time: it is similar too.
    const views = [1, ...SIMILAR_PER_DAY];
    expect(data).toMatchObject({
      computedOn: TODAY,
      scope: 'radius',
      similarCount: 10,
      verdict: 'behind',
      hints: ['photos', 'description', 'pricePerM2'],
      missingDescriptions: ['fr'],
      descriptions: ['nl'],
      photos: { value: 5, median: 10 },
    });
    expect(data.viewsPerDay.value).toBeCloseTo(1);
    expect(data.viewsPerDay.similar!.q1).toBeCloseTo(percentile(views, 0.25));
    expect(data.viewsPerDay.similar!.median).toBeCloseTo(percentile(views, 0.5));
    expect(data.viewsPerDay.similar!.q3).toBeCloseTo(percentile(views, 0.75));
    expect(data.pricePerM2.value).toBeCloseTo(3750);
    expect(data.pricePerM2.similar!.median).toBeCloseTo(300_000 / 90);
  });

  it('runs twice with the same result, and keeps no row of a listing gone offline', async () => {
    const before = (await market(target)).json<{ data: MarketComparison }>().data;
    await t.runJob(marketJob, { now: NOW });
    expect((await market(target)).json<{ data: MarketComparison }>().data).toEqual(before);
    expect((await market(offline)).json()).toEqual({ data: null });
  });

  it("answers 404 for a draft, someone else's listing and an unknown id", async () => {
    expect((await market(draft)).statusCode).toBe(404);
    const theirs = await t.login('private@example.be');
    expect((await market(target, theirs)).statusCode).toBe(404);
    expect((await market(2_000_000_000)).statusCode).toBe(404);
  });
});

describe('My properties with the market', () => {
  const page = async (body: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/en/api/core/my-properties',
        headers: { cookie: agency, ...t.csrfHeaders },
        payload: { pageSize: 100, ...body },
      })
    ).json<{ data: Property[]; paging: Paging }>();

  it('shows the summary in the row, and filters on listings behind their market', async () => {
    const all = await page({});
    const row = all.data.find((item) => item.id === target)!;
    expect(row.market).toEqual({
      verdict: 'behind',
      hints: ['photos', 'description', 'pricePerM2'],
      missingDescriptions: ['fr'],
    });
    expect(all.data.find((item) => item.id === offline)!.market).toBeNull();
    const behind = await page({ market: 'behind' });
    expect(behind.data.map((item) => item.id)).toContain(target);
    expect(behind.data.every((item) => item.market?.verdict === 'behind')).toBe(true);
    expect(behind.paging.total).toBe(behind.data.length);
  });

  it('refuses an unknown market filter with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/api/core/my-properties',
      headers: { cookie: agency, ...t.csrfHeaders },
      payload: { market: 'ahead' },
    });
    expect(response.statusCode).toBe(400);
  });
});
