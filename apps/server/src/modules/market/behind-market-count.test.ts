import { MARKET } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMarket, listings } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { newAgencies } from '../../test/burst';
import { countBehindMarket } from './market.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let next = 0;
/** A listing of `userId` with the market figures given; a vlancode the seed never draws (no Q). */
async function listingWithMarket(
  userId: number,
  statusId: number,
  market: { similarCount: number; viewsPerDay: number; viewsQ1: number | null },
): Promise<void> {
  const [listing] = await t.db
    .insert(listings)
    .values({
      vlancode: `QBM${String(++next).padStart(4, '0')}`,
      userId,
      statusId,
      transactionType: 'sale',
      propertyType: 'house',
    })
    .returning({ id: listings.id });
  await t.db.insert(listingMarket).values({
    listingId: listing!.id,
    computedOn: '2031-03-10',
    scope: 'postcode',
    ...market,
    viewsMedian: market.viewsQ1 === null ? null : market.viewsQ1 + 1,
    viewsQ3: market.viewsQ1 === null ? null : market.viewsQ1 + 2,
    contactsPerDay: 0,
    photos: 10,
    descriptions: ['nl'],
    usualDescriptions: ['nl'],
  });
}

describe('countBehindMarket', () => {
  it("counts the user's public listings with a verdict and fewer views than the first quartile", async () => {
    const [owner, other] = await newAgencies(t, 2, 'behind-market');
    const { verdictMin } = MARKET;
    // Behind: published, and under option (public too), from exactly verdictMin similar listings.
    await listingWithMarket(owner!.id, 1, { similarCount: verdictMin, viewsPerDay: 1, viewsQ1: 2 });
    await listingWithMarket(owner!.id, 7, { similarCount: 30, viewsPerDay: 0, viewsQ1: 0.5 });
    // Too few similar listings for a verdict; level with the quartile; no quartile.
    await listingWithMarket(owner!.id, 1, { similarCount: verdictMin - 1, viewsPerDay: 1, viewsQ1: 2 });
    await listingWithMarket(owner!.id, 1, { similarCount: 10, viewsPerDay: 2, viewsQ1: 2 });
    await listingWithMarket(owner!.id, 1, { similarCount: 10, viewsPerDay: 0, viewsQ1: null });
    // Offline since the night's run: its row is stale.
    await listingWithMarket(owner!.id, 2, { similarCount: 10, viewsPerDay: 1, viewsQ1: 2 });
    // Another agency's.
    await listingWithMarket(other!.id, 1, { similarCount: 10, viewsPerDay: 1, viewsQ1: 2 });

    expect(await countBehindMarket(t.db, owner!.id)).toBe(2);
    expect(await countBehindMarket(t.db, other!.id)).toBe(1);
  });

  it('is 0 for a user without market figures', async () => {
    const [nobody] = await newAgencies(t, 1, 'no-market');
    expect(await countBehindMarket(t.db, nobody!.id)).toBe(0);
  });
});
