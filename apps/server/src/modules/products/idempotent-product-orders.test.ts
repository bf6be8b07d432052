import { ACTIVATION, brusselsToday, endpoints, ERR } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import type { Agency } from '../../test/burst';
import { newAgencies } from '../../test/burst';
import type { OrderCase } from '../../test/idempotent-orders';
import {
  describeIdempotentOrder,
  insertListing,
  ordersAndInvoices,
  TEST_ADDRESSEE,
} from '../../test/idempotent-orders';

/*
 * Product orders (packs, Wallpaper PRO, Lead Generator, Property Advisor credits, fixed-price
 * packages), Pro First and valuation zones, and dossiers that spend a credit, sent twice or in bursts
 * with and without an Idempotency-Key (issue 45, decision 054). Every case has an agency of its own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let agencies = 0;
const newAgency = async (): Promise<Agency> => {
  agencies += 1;
  return (await newAgencies(t, 1, `idempotent-products-${agencies}-`))[0]!;
};

const CreditsRow = z.object({ credits: z.number() });
const creditsOf = async (userId: number) =>
  (
    await queryRows(
      t.db,
      CreditsRow,
      sql`select coalesce(sum(credits), 0)::int as credits from user_products
        where user_id = ${userId} and code = 'propertyAdvisor'`,
    )
  )[0]!.credits;

/** An order of a product of the account, by an agency that has no product yet. */
function productOrder(product: string, pkg: string, withCredits = false) {
  return async (): Promise<OrderCase> => {
    const agency = await newAgency();
    const body = {
      type: 'product',
      product,
      package: pkg,
      remarks: 'Graag vanaf maandag.',
      termsAccepted: true,
      invoice: TEST_ADDRESSEE,
    };
    return {
      cookie: agency.cookie,
      endpoint: endpoints.orderProduct,
      body,
      otherBody: { ...body, remarks: 'Toch liever volgende maand.' },
      written: async () => ({
        ...(await ordersAndInvoices(t, agency.id)),
        ...(withCredits ? { credits: await creditsOf(agency.id) } : {}),
      }),
    };
  };
}

describeIdempotentOrder(() => t, {
  name: 'Property Advisor credits',
  make: productOrder('propertyAdvisor', 'advisor-10', true),
  once: { orders: 1, invoices: 1, credits: 10 },
  // Credits may always be bought: only the window refuses the second order.
  refusedWith: ERR.orderedAMomentAgo,
});

for (const [name, product, pkg] of [
  ['a pack', 'bestOf', 'pack-starter'],
  ['Wallpaper PRO', 'wallpaper', 'wallpaper-under-50'],
  ['Lead Generator', 'leadGenerator', 'lead-generator'],
  ['a fixed-price package', 'fixedPrice', 'fixed-10'],
] as const) {
  describeIdempotentOrder(() => t, {
    name,
    make: productOrder(product, pkg),
    once: { orders: 1, invoices: 1 },
    // A product one is getting is not ordered again: its own rule answers first.
    refusedWith: ERR.productHeld,
  });
}

const ZipRow = z.object({ zip: z.string() });
const takenPostcodes = new Set<string>();

/** A postcode nobody holds that no earlier case of this file took. */
async function freePostcode(): Promise<string> {
  const rows = await queryRows(
    t.db,
    ZipRow,
    sql`select distinct c.zip from cities c
      where not exists (select 1 from territories t where t.postcode = c.zip) order by c.zip desc limit 100`,
  );
  const zip = rows.map((row) => row.zip).find((candidate) => !takenPostcodes.has(candidate))!;
  takenPostcodes.add(zip);
  return zip;
}

for (const [name, product, zoneType] of [
  ['Pro First', 'proFirst', null],
  ['a valuation zone in a pool', 'valuation', 'pool'],
  ['a valuation zone in exclusivity', 'valuation', 'exclusivity'],
] as const) {
  describeIdempotentOrder(() => t, {
    name,
    async make() {
      const agency = await newAgency();
      const postcode = await freePostcode();
      const body = {
        type: 'territory',
        product,
        postcode,
        zoneType,
        months: 12,
        remarks: 'Vanaf volgende maand.',
        termsAccepted: true,
        invoice: TEST_ADDRESSEE,
      };
      return {
        cookie: agency.cookie,
        endpoint: endpoints.orderProduct,
        body,
        otherBody: { ...body, months: 24 },
        written: () => ordersAndInvoices(t, agency.id),
      };
    },
    once: { orders: 1, invoices: 1 },
    // The postcode the agency holds is not ordered again: its own rule answers first.
    refusedWith: ERR.productHeld,
  });
}

const CREDITS = 100;
const DossiersRow = z.object({ n: z.number() });

describeIdempotentOrder(() => t, {
  name: 'a dossier (a credit spent)',
  async make() {
    const agency = await newAgency();
    const yesterday = brusselsToday(new Date(Date.now() - 86_400_000));
    await t.db.execute(sql`insert into user_products (user_id, code, activation, start_date, credits)
      values (${agency.id}, 'propertyAdvisor', ${ACTIVATION.active}, ${yesterday}::date, ${CREDITS})`);
    const listingId = await insertListing(t, agency.id, { statusId: 1 });
    const body = { listingId, title: 'Verkoopadvies', description: 'Voor de eigenaar.' };
    return {
      cookie: agency.cookie,
      endpoint: endpoints.createAdvisorDossier,
      body,
      otherBody: { ...body, description: 'Voor de koper.' },
      written: async () => {
        const [dossiers] = await queryRows(
          t.db,
          DossiersRow,
          sql`select count(*)::int as n from advisor_dossiers where user_id = ${agency.id}`,
        );
        return { dossiers: dossiers!.n, creditsSpent: CREDITS - (await creditsOf(agency.id)) };
      },
    };
  },
  once: { dossiers: 1, creditsSpent: 1 },
  refusedWith: ERR.orderedAMomentAgo,
});
