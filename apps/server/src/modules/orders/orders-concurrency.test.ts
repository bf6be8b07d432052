import { ERR } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import {
  BURST,
  burst,
  BURST_INVOICE,
  countRows,
  refusalKeys,
  REPEATED,
  ROUNDS,
  statusCounts,
} from '../../test/burst';

/*
 * Orders of a listing under bursts of parallel requests (issue 45, decision 053): a draft is
 * published by one order, an order has one invoice.
 */

let t: TestApp;
let cookie: string;
const AGENCY = 'agency@example.be';
const agencyId = sql`(select id from users where email = ${AGENCY})`;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(AGENCY);
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/nl/api/core/${path}`,
    headers: { ...t.csrfHeaders, cookie },
    payload,
  });

const IdRow = z.object({ id: z.number() });
const OrderRow = z.object({ order_id: z.number(), listing_id: z.number() });

/** A property draft of the agency; Z is never in a seeded vlancode. */
async function newDraft(round: number): Promise<number> {
  const [row] = await queryRows(
    t.db,
    IdRow,
    sql`insert into listings (vlancode, user_id, status_id, transaction_type, property_type, your_reference,
        price_cents, street, house_number, zip, city, livable_surface, bedrooms, description)
      values (${`ZZZ${String(round).padStart(4, '0')}`}, ${agencyId}, 3, 'sale', 'house', ${`BURST-${round}`},
        34500000, 'Kerkstraat', '12', '9000', 'Gent', 140, 3, ${JSON.stringify({ nl: 'Ruime woning.', fr: null, en: null })}::jsonb)
      returning id`,
  );
  return row!.id;
}

describe('a draft is published by one order', () => {
  it(`accepts 1 of ${BURST} publication orders of one draft, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const listingId = await newDraft(round);
      const responses = await burst(BURST, () =>
        post('my-products/order', {
          type: 'publication',
          package: 'standard',
          listingId,
          termsAccepted: true,
        }),
      );
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.notADraft]));
      expect(
        await countRows(t, sql`select count(*)::int as n from orders where listing_id = ${listingId}`),
      ).toBe(1);
    }
  });
});

describe('an order has one invoice', () => {
  it(`accepts 1 of ${BURST} invoice requests for one order, ${REPEATED}`, async () => {
    const uninvoiced = await queryRows(
      t.db,
      OrderRow,
      sql`select o.id as order_id, o.listing_id from orders o join listings l on l.id = o.listing_id
        where o.user_id = ${agencyId} and l.status_id not in (3, 5)
          and not exists (select 1 from invoices i where i.order_id = o.id)
        order by o.id limit ${ROUNDS}`,
    );
    expect(uninvoiced).toHaveLength(ROUNDS);
    for (const { order_id: orderId, listing_id: listingId } of uninvoiced) {
      const responses = await burst(BURST, () =>
        post(`my-properties/${listingId}/invoice`, { orderId, ...BURST_INVOICE }),
      );
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.invoiceExists]));
      expect(
        await countRows(t, sql`select count(*)::int as n from invoices where order_id = ${orderId}`),
      ).toBe(1);
    }
  });
});
