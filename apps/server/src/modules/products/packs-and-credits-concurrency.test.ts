import type { SubscriptionOrderRequestInput } from '@app/contract';
import { ADVISOR_DOSSIER_CREDITS, ERR, PACK_PRODUCTS, packageCredits } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import type { Agency } from '../../test/burst';
import {
  BURST,
  burst,
  countRows,
  newAgencies,
  placeOrder,
  refusalKeys,
  REPEATED,
  ROUNDS,
  statusCounts,
} from '../../test/burst';

/*
 * Account products under bursts of parallel requests (issue 45, decision 053): one pack or fixed-price
 * order per burst, Property Advisor credits spent at most once each and bought credits all counted,
 * one information request (and one mail to the sales desk) per product.
 */

let t: TestApp;
let agencies: Agency[];
let demoAgency: string;
let next = 0;
/** An agency no earlier test of this file used: it has no products yet. */
const freshAgency = () => agencies[next++]!;

beforeAll(async () => {
  t = await createTestApp();
  agencies = await newAgencies(t, 4 * ROUNDS, 'products');
  demoAgency = await t.login('agency@example.be');
});
afterAll(() => t.close());

const post = (cookie: string, path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/nl/api/core/${path}`,
    headers: { ...t.csrfHeaders, cookie },
    payload,
  });
const order = (agency: Agency, body: Pick<SubscriptionOrderRequestInput, 'product' | 'package'>) =>
  placeOrder(t, agency.cookie, { type: 'product', ...body });

const ordersOf = (agency: Agency) =>
  countRows(t, sql`select count(*)::int as n from orders where user_id = ${agency.id} and type = 'product'`);
const invoicesOf = (agency: Agency) =>
  countRows(
    t,
    sql`select count(*)::int as n from invoices i join orders o on o.id = i.order_id
    where o.user_id = ${agency.id}`,
  );
const productsOf = (agency: Agency) =>
  countRows(t, sql`select count(*)::int as n from user_products where user_id = ${agency.id}`);

describe('packs and fixed-price packages: one order per burst', () => {
  it(`accepts 1 of ${BURST} pack orders of one agency, starter and gold mixed, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const agency = freshAgency();
      const responses = await burst(BURST, (i) =>
        order(agency, { product: 'bestOf', package: i % 2 === 0 ? 'pack-gold' : 'pack-starter' }),
      );
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.productHeld]));
      expect(await ordersOf(agency)).toBe(1);
      expect(await invoicesOf(agency)).toBe(1);
      expect(await productsOf(agency)).toBe(PACK_PRODUCTS.length);
    }
  });

  it(`accepts 1 of ${BURST} fixed-price orders of one agency, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const agency = freshAgency();
      const responses = await burst(BURST, () =>
        order(agency, { product: 'fixedPrice', package: 'fixed-10' }),
      );
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(await ordersOf(agency)).toBe(1);
      expect(await invoicesOf(agency)).toBe(1);
      expect(
        await countRows(
          t,
          sql`select count(*)::int as n from fixed_price_contracts where user_id = ${agency.id}`,
        ),
      ).toBe(1);
    }
  });
});

describe('Property Advisor credits', () => {
  const CREDITS = 3;
  const CreditsRow = z.object({ credits: z.number() });
  const creditsOf = async (userId: number) =>
    (
      await queryRows(
        t.db,
        CreditsRow,
        sql`select coalesce(credits, 0) as credits from user_products where user_id = ${userId} and code = 'propertyAdvisor'`,
      )
    )[0]!.credits;
  const IdRow = z.object({ id: z.number() });

  it(`spends ${CREDITS} credits on exactly ${CREDITS} of ${BURST} dossiers at once, ${REPEATED}`, async () => {
    const [agency] = await queryRows(
      t.db,
      IdRow,
      sql`select id from users where email = 'agency@example.be'`,
    );
    const userId = agency!.id;
    const [listing] = await queryRows(
      t.db,
      IdRow,
      sql`select id from listings where user_id = ${userId} and status_id = 1
        and property_type = 'house' and transaction_type = 'sale' order by id limit 1`,
    );
    const listingId = listing!.id;
    const dossiers = () =>
      countRows(t, sql`select count(*)::int as n from advisor_dossiers where user_id = ${userId}`);
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.db.execute(sql`update user_products set credits = ${CREDITS}
        where user_id = ${userId} and code = 'propertyAdvisor'`);
      const before = await dossiers();
      const responses = await burst(BURST, (i) =>
        post(demoAgency, 'my-products/dossier', { listingId, title: `Dossier ${round}.${i}` }),
      );
      const spent = CREDITS / ADVISOR_DOSSIER_CREDITS;
      expect(statusCounts(responses)).toEqual({ 200: spent, 409: BURST - spent });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.advisorNoCredits]));
      expect(await dossiers()).toBe(before + spent);
      expect(await creditsOf(userId)).toBe(0);
    }
  });

  it(`counts every credit bought by ${BURST} orders at once, ${REPEATED}`, async () => {
    const perOrder = packageCredits('advisor-10')!;
    for (let round = 0; round < ROUNDS; round += 1) {
      const agency = freshAgency();
      const responses = await burst(BURST, () =>
        order(agency, { product: 'propertyAdvisor', package: 'advisor-10' }),
      );
      // However many a double-click guard lets through, each order placed adds its credits, once.
      const placed = await ordersOf(agency);
      expect(statusCounts(responses)[200]).toBe(placed);
      expect(await invoicesOf(agency)).toBe(placed);
      expect(await creditsOf(agency.id)).toBe(placed * perOrder);
    }
  });
});

describe('information requests: one per product, one mail', () => {
  it(`accepts 1 of ${BURST} requests about a product the agency never had, ${REPEATED}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const agency = freshAgency();
      const company = `Burst ${agency.id}`;
      await t.db.execute(sql`update users set company_name = ${company} where id = ${agency.id}`);
      const responses = await burst(BURST, () =>
        post(agency.cookie, 'my-products/information', { product: 'leadGenerator', termsAccepted: true }),
      );
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.informationRequested]));
      expect(
        await countRows(
          t,
          sql`select count(*)::int as n from mail_outbox where subject like ${`%${company}`}`,
        ),
      ).toBe(1);
    }
  });
});
