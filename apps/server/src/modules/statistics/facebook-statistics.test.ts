import type { FacebookStatistics } from '@app/contract';
import { addDays, brusselsToday, presetRange } from '@app/contract';
import { and, between, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookBoosts, listingDailyStats, listings, orders, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { structuredCommunication } from '../../lib/structured-communication';
import { insertDays, insertListing } from './statistics-test-data';

let t: TestApp;
const cookies = new Map<string, string>();
const ids = new Map<string, number>();
const EMAILS = ['agency@example.be', 'notary@example.be'];

beforeAll(async () => {
  t = await createTestApp();
  for (const email of EMAILS) cookies.set(email, await t.login(email));
  const rows = await t.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, EMAILS));
  for (const row of rows) ids.set(row.email, row.id);
});
afterAll(() => t.close());

let communication = 9_100_000_000;
async function insertOrder(
  userId: number,
  listingId: number,
  pack: string,
  createdAt: string,
): Promise<number> {
  const [row] = await t.db
    .insert(orders)
    .values({
      listingId,
      userId,
      type: 'upsell',
      package: pack,
      amountCents: 2500,
      structuredCommunication: structuredCommunication(++communication),
      reference: `TEST-${communication}`,
      createdAt: new Date(createdAt),
    })
    .returning({ id: orders.id });
  return row!.id;
}

const facebookOf = async (email: string): Promise<FacebookStatistics> => {
  const response = await t.app.inject({
    url: '/fr/api/core/my-statistics/facebook',
    headers: { cookie: cookies.get(email)! },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: FacebookStatistics }>().data;
};

describe('GET my-statistics/facebook', () => {
  it("lists only the caller's boosts, newest first, with the views bought and delivered", async () => {
    const agencyId = ids.get('agency@example.be')!;
    const notaryId = ids.get('notary@example.be')!;
    const listing = await insertListing(t, agencyId);
    const notaryListing = await insertListing(t, notaryId);
    const older = await insertOrder(agencyId, listing.id, 'facebook-2500', '2030-01-01T10:00:00Z');
    const newer = await insertOrder(agencyId, listing.id, 'facebook-5000', '2030-02-01T10:00:00Z');
    const spotlight = await insertOrder(agencyId, listing.id, 'spotlight-2w', '2030-03-01T10:00:00Z');
    const notaryBoost = await insertOrder(
      notaryId,
      notaryListing.id,
      'facebook-2500',
      '2030-04-01T10:00:00Z',
    );
    await t.db.insert(facebookBoosts).values([
      { orderId: older, viewsDelivered: 2612, clicks: 87 },
      { orderId: notaryBoost, viewsDelivered: 100, clicks: 1 },
    ]);

    const result = await facebookOf('agency@example.be');
    const orderIds = result.boosts.map((boost) => boost.orderId);
    expect(orderIds).not.toContain(spotlight);
    expect(orderIds).not.toContain(notaryBoost);
    expect(result.boosts.slice(0, 2)).toEqual([
      {
        orderId: newer,
        listingId: listing.id,
        vlancode: listing.vlancode,
        yourReference: null,
        package: 'facebook-5000',
        orderedAt: '2030-02-01T10:00:00.000Z',
        viewsBought: 5000,
        viewsDelivered: 0,
        clicks: 0,
      },
      {
        orderId: older,
        listingId: listing.id,
        vlancode: listing.vlancode,
        yourReference: null,
        package: 'facebook-2500',
        orderedAt: '2030-01-01T10:00:00.000Z',
        viewsBought: 2500,
        viewsDelivered: 2612,
        clicks: 87,
      },
    ]);
    // Every Facebook upsell of the agency, and only those.
    const own = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, agencyId), eq(orders.type, 'upsell'), like(orders.package, 'facebook-%')));
    expect(orderIds.toSorted((a, b) => a - b)).toEqual(own.map((row) => row.id).toSorted((a, b) => a - b));
    const times = result.boosts.map((boost) => boost.orderedAt);
    expect(times).toEqual(times.toSorted().reverse());

    const notary = await facebookOf('notary@example.be');
    expect(notary.boosts.map((boost) => boost.orderId)).toContain(notaryBoost);
    expect(notary.boosts.every((boost) => !orderIds.includes(boost.orderId))).toBe(true);
  });

  it("sums the shares of the caller's listings over the last 12 months", async () => {
    const notaryId = ids.get('notary@example.be')!;
    const today = brusselsToday();
    const { filterStart } = presetRange('last12Months', today);
    const listing = await insertListing(t, notaryId);
    // The day before the 12 months and the first days of them: shares 0, 1, 2, 3.
    await insertDays(t, listing.id, addDays(filterStart, -1), 4);

    const owned = t.db.select({ id: listings.id }).from(listings).where(eq(listings.userId, notaryId));
    const rows = await t.db
      .select({ shares: listingDailyStats.facebookShares })
      .from(listingDailyStats)
      .where(
        and(inArray(listingDailyStats.listingId, owned), between(listingDailyStats.day, filterStart, today)),
      );
    const expected = rows.reduce((total, row) => total + row.shares, 0);
    const result = await facebookOf('notary@example.be');
    expect(result.shares).toBe(expected);
    expect(result.shares).toBeGreaterThanOrEqual(1 + 2 + 3);
  });
});
