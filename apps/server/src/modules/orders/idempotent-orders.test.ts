import { endpoints, ERR, REPEATED_ORDER_WINDOW_SECONDS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import type { Agency } from '../../test/burst';
import { newAgencies } from '../../test/burst';
import { call } from '../../test/call';
import type { OrderCase } from '../../test/idempotent-orders';
import {
  describeIdempotentOrder,
  insertListing,
  ordersAndInvoices,
  TEST_ADDRESSEE,
} from '../../test/idempotent-orders';

/*
 * Orders of a listing or a project, and invoice requests, sent twice or in bursts with and without
 * an Idempotency-Key (issue 45, decision 054). Every case has a listing of its own.
 */

let t: TestApp;
let agency: Agency;
beforeAll(async () => {
  t = await createTestApp();
  [agency] = (await newAgencies(t, 1, 'idempotent-orders')) as [Agency];
});
afterAll(() => t.close());

const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A listing order for a new listing of the agency with `statusId`. */
function listingOrder(type: string, pkg: string, statusId: number) {
  return async (): Promise<OrderCase> => {
    const listingId = await insertListing(t, agency.id, { statusId, offlineDate: IN_A_MONTH });
    const body = { type, package: pkg, listingId, termsAccepted: true, remarks: 'Graag snel.' };
    return {
      cookie: agency.cookie,
      endpoint: endpoints.orderProduct,
      body,
      otherBody: { ...body, remarks: 'Toch iets anders.' },
      written: () => ordersAndInvoices(t, agency.id, sql`o.listing_id = ${listingId}`),
    };
  };
}

describeIdempotentOrder(() => t, {
  name: 'a prolongation',
  make: listingOrder('prolongation', 'prolong-3m', 1),
  once: { orders: 1, invoices: 0 },
  refusedWith: ERR.orderedAMomentAgo,
});

describeIdempotentOrder(() => t, {
  name: 'an upsell',
  make: listingOrder('upsell', 'spotlight-2w', 1),
  once: { orders: 1, invoices: 0 },
  refusedWith: ERR.orderedAMomentAgo,
});

describeIdempotentOrder(() => t, {
  name: "a draft's publication",
  make: listingOrder('publication', 'standard', 3),
  once: { orders: 1, invoices: 0 },
  // The draft is online after the first: its own rule answers the others.
  refusedWith: ERR.notADraft,
});

const IdRow = z.object({ id: z.number() });
let projects = 0;

describeIdempotentOrder(() => t, {
  name: "a project draft's publication",
  async make() {
    projects += 1;
    const [project] = await queryRows(
      t.db,
      IdRow,
      sql`insert into projects (user_id, name, vlancode, reference, status_id, street, house_number, zip, city,
          description)
        values (${agency.id}, ${`Residentie ${projects}`}, ${`QIP${String(projects).padStart(4, '0')}`},
          ${`PROJ-${projects}`}, 3, 'Kouter', '1', '9000', 'Gent',
          ${JSON.stringify({ nl: 'Nieuwbouwproject in het centrum.', fr: null, en: null })}::jsonb)
        returning id`,
    );
    const body = { type: 'publication', package: 'plus', projectId: project!.id, termsAccepted: true };
    return {
      cookie: agency.cookie,
      endpoint: endpoints.orderProduct,
      body,
      otherBody: { ...body, remarks: 'Met een opmerking.' },
      written: () => ordersAndInvoices(t, agency.id, sql`o.project_id = ${project!.id}`),
    };
  },
  once: { orders: 1, invoices: 0 },
  refusedWith: ERR.notADraft,
});

describeIdempotentOrder(() => t, {
  name: "an order's invoice",
  async make() {
    const listingId = await insertListing(t, agency.id, { statusId: 1, offlineDate: IN_A_MONTH });
    const placed = await call(t, agency.cookie, endpoints.orderProduct, {
      body: { type: 'upsell', package: 'facebook-2500', listingId, termsAccepted: true },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ data: { id: number } }>().data.id;
    const body = { orderId, ...TEST_ADDRESSEE };
    return {
      cookie: agency.cookie,
      endpoint: endpoints.requestInvoice,
      params: { id: listingId },
      body,
      otherBody: { ...body, name: 'Marie Claes' },
      written: () => ordersAndInvoices(t, agency.id, sql`o.id = ${orderId}`),
    };
  },
  once: { orders: 0, invoices: 1 },
  // One invoice per order is the invoice's own rule.
  refusedWith: ERR.invoiceExists,
});

describe('the window of the same order again', () => {
  it(`places the same order again once ${REPEATED_ORDER_WINDOW_SECONDS} s have passed`, async () => {
    const make = listingOrder('prolongation', 'prolong-6m', 1);
    const order = await make();
    const send = () => call(t, order.cookie, order.endpoint, { body: order.body });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'ordered_a_moment_ago', messageKey: ERR.orderedAMomentAgo });

    // As if the first order had been placed just over the window ago.
    await t.db.execute(sql`update orders
      set created_at = created_at - make_interval(secs => ${REPEATED_ORDER_WINDOW_SECONDS + 1})
      where user_id = ${agency.id} and listing_id = ${order.body.listingId as number}`);
    expect((await send()).statusCode).toBe(200);
    expect(await order.written()).toEqual({ orders: 2, invoices: 0 });
  });

  it('tells another package, another listing and another order type apart', async () => {
    const listingId = await insertListing(t, agency.id, { statusId: 1, offlineDate: IN_A_MONTH });
    const other = await insertListing(t, agency.id, { statusId: 1, offlineDate: IN_A_MONTH });
    const bodies = [
      { type: 'upsell', package: 'spotlight-2w', listingId },
      { type: 'upsell', package: 'spotlight-4w', listingId },
      { type: 'prolongation', package: 'prolong-3m', listingId },
      { type: 'upsell', package: 'spotlight-2w', listingId: other },
    ];
    for (const body of bodies) {
      const response = await call(t, agency.cookie, endpoints.orderProduct, {
        body: { ...body, termsAccepted: true },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
    }
  });
});
