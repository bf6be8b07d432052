import type { TerritoryOrderRequestInput } from '@app/contract';
import { ERR, VALUATION_ZONE_POOL_MAX } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import type { Agency } from '../../test/burst';
import {
  BURST,
  burst,
  countRows,
  freePostcode as freePostcodeOf,
  newAgencies,
  placeOrder,
  refusalKeys,
  REPEATED,
  ROUNDS,
  statusCounts,
} from '../../test/burst';

/*
 * Pro First postcodes and valuation zones under bursts of parallel orders (issue 45, decision 053):
 * one agency per Pro First postcode, one exclusivity or at most VALUATION_ZONE_POOL_MAX pool members
 * per valuation postcode. Each round takes a postcode nobody holds, so the rounds do not interfere.
 */

let t: TestApp;
let agencies: Agency[];

beforeAll(async () => {
  t = await createTestApp();
  agencies = await newAgencies(t, BURST, 'territory');
});
afterAll(() => t.close());

const order = (agency: Agency, body: Pick<TerritoryOrderRequestInput, 'product' | 'postcode' | 'zoneType'>) =>
  placeOrder(t, agency.cookie, { type: 'territory', months: 6, ...body });

const taken = new Set<string>();
const freePostcode = () => freePostcodeOf(t, taken);

const held = (postcode: string, product: 'proFirst' | 'valuation', zoneType: string | null = null) =>
  countRows(
    t,
    sql`select count(*)::int as n from territories where postcode = ${postcode} and product = ${product}
      and zone_type is not distinct from ${zoneType}`,
  );
const billed = (postcode: string) =>
  countRows(
    t,
    sql`select count(*)::int as n from invoices i join territories t on t.order_id = i.order_id
      where t.postcode = ${postcode}`,
  );

describe('Pro First: one agency per postcode', () => {
  it(`accepts 1 of ${BURST} agencies ordering the same postcode at once, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const postcode = await freePostcode();
      const responses = await burst(BURST, (i) => order(agencies[i]!, { product: 'proFirst', postcode }));
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.postcodeHeld]));
      expect(await held(postcode, 'proFirst')).toBe(1);
      expect(await billed(postcode)).toBe(1);
    }
  });

  it(`accepts 1 of ${BURST} orders of one agency for one postcode (a double click), ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const postcode = await freePostcode();
      const responses = await burst(BURST, () => order(agencies[round]!, { product: 'proFirst', postcode }));
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(await held(postcode, 'proFirst')).toBe(1);
      expect(await billed(postcode)).toBe(1);
    }
  });
});

describe('valuation zones: one exclusivity, or a pool of at most five', () => {
  it(`accepts 1 of ${BURST} exclusivity orders of the same postcode, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const postcode = await freePostcode();
      const responses = await burst(BURST, (i) =>
        order(agencies[i]!, { product: 'valuation', zoneType: 'exclusivity', postcode }),
      );
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.zoneExclusive]));
      expect(await held(postcode, 'valuation', 'exclusivity')).toBe(1);
      expect(await billed(postcode)).toBe(1);
    }
  });

  it(`accepts ${VALUATION_ZONE_POOL_MAX} of ${BURST} pool orders of the same postcode, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const postcode = await freePostcode();
      const responses = await burst(BURST, (i) =>
        order(agencies[i]!, { product: 'valuation', zoneType: 'pool', postcode }),
      );
      expect(statusCounts(responses)).toEqual({
        200: VALUATION_ZONE_POOL_MAX,
        409: BURST - VALUATION_ZONE_POOL_MAX,
      });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.zonePoolFull]));
      expect(await held(postcode, 'valuation', 'pool')).toBe(VALUATION_ZONE_POOL_MAX);
      expect(await billed(postcode)).toBe(VALUATION_ZONE_POOL_MAX);
    }
  });

  it(`never mixes an exclusivity with pool members: half of ${BURST} ask each, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const postcode = await freePostcode();
      const responses = await burst(BURST, (i) =>
        order(agencies[i]!, {
          product: 'valuation',
          zoneType: i % 2 === 0 ? 'exclusivity' : 'pool',
          postcode,
        }),
      );
      const exclusive = await held(postcode, 'valuation', 'exclusivity');
      const pool = await held(postcode, 'valuation', 'pool');
      // Whoever came first decides: the exclusivity alone, or a pool filled up to its limit.
      expect([exclusive, pool]).toEqual(exclusive === 1 ? [1, 0] : [0, VALUATION_ZONE_POOL_MAX]);
      expect(statusCounts(responses)[200]).toBe(exclusive + pool);
      expect(await billed(postcode)).toBe(exclusive + pool);
    }
  });
});
