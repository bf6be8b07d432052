import type { Paging, ValuationOrder } from '@app/contract';
import { ERR, MSG, ORDER_PACKAGES } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../documents/read-pdf';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
const PRIVATE = 'private@example.be';
const AGENCY = 'agency@example.be';
beforeAll(async () => {
  t = await createTestApp();
  for (const email of [PRIVATE, AGENCY]) cookies[email] = await t.login(email);
});
afterAll(() => t.close());

const post = (email: string, path: string, payload: object, lang = 'nl') =>
  t.app.inject({
    method: 'POST',
    url: `/${lang}/api/core/${path}`,
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload,
  });
const get = (email: string, path: string, lang = 'nl') =>
  t.app.inject({ url: `/${lang}/api/core/${path}`, headers: { cookie: cookies[email]! } });

const valuationsOf = (email: string) =>
  queryRows(
    t.db,
    z.object({ id: z.number(), address: z.string() }),
    sql`select v.id, v.street || ' ' || v.house_number || ', ' || v.postcode || ' ' || v.city as address
      from valuations v join users u on u.id = v.user_id where u.email = ${email} order by v.id`,
  );

describe('valuation orders', () => {
  it("lists the demo user's two orders, newest first, with package, duration and reference", async () => {
    const page = (await post(PRIVATE, 'my-valuations/orders', { page: 1, pageSize: 10 })).json<{
      data: ValuationOrder[];
      paging: Paging;
    }>();
    expect(page.paging.total).toBe(2);
    expect(page.data.map((order) => order.package)).toEqual(['valuation-follow-1y', 'valuation-expert']);
    expect(page.data[0]).toMatchObject({ amount: 39, duration: { unit: 'years', count: 1 }, paidAt: null });
    expect(page.data[1]).toMatchObject({ amount: 295, duration: { unit: 'days', count: 10 } });
    expect(page.data[1]!.paidAt).not.toBeNull();
    expect(page.data[1]!.valuation?.address).toBe('Kortrijksesteenweg 214, 9000 Gent');
  });

  it('orders a package for one of the caller’s valuations at the contract’s price, with the terms', async () => {
    const [valuation] = await valuationsOf(PRIVATE);
    const response = await post(PRIVATE, 'my-valuations/order', {
      valuationId: valuation!.id,
      package: 'valuation-follow-3y',
      termsAccepted: true,
      remarks: 'Graag per e-mail.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json<{ data: ValuationOrder }>().data;
    expect(placed).toMatchObject({
      package: 'valuation-follow-3y',
      amount: ORDER_PACKAGES.valuation['valuation-follow-3y'].price,
      duration: { unit: 'years', count: 3 },
      remarks: 'Graag per e-mail.',
      valuation: { id: valuation!.id, address: valuation!.address },
    });
    expect(placed.reference).toMatch(/^ORD-\d{4}-\d{5,}$/);
    expect(placed.structuredCommunication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    // Three years from the order's day: the day before the same date three years later.
    const last = new Date(`${placed.createdAt.slice(0, 10)}T00:00:00Z`);
    expect(Date.parse(`${placed.endsOn}T00:00:00Z`) - last.getTime()).toBeGreaterThan(
      3 * 365 * 86_400_000 - 2 * 86_400_000,
    );

    const noTerms = await post(PRIVATE, 'my-valuations/order', {
      valuationId: valuation!.id,
      package: 'valuation-expert',
      termsAccepted: false,
    });
    expect(noTerms.json()).toMatchObject({ fields: { termsAccepted: MSG.mustAccept } });
    const unknownPackage = await post(PRIVATE, 'my-valuations/order', {
      valuationId: valuation!.id,
      package: 'standard',
      termsAccepted: true,
    });
    expect(unknownPackage.statusCode).toBe(400);
  });

  it("answers 404 for another user's valuation, order and receipt", async () => {
    const [valuation] = await valuationsOf(PRIVATE);
    const foreign = await post(AGENCY, 'my-valuations/order', {
      valuationId: valuation!.id,
      package: 'valuation-expert',
      termsAccepted: true,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ messageKey: ERR.notFound });
    const [order] = (await post(PRIVATE, 'my-valuations/orders', {})).json<{ data: ValuationOrder[] }>().data;
    expect((await get(AGENCY, `my-valuations/orders/${order!.id}`)).statusCode).toBe(404);
    expect((await get(AGENCY, `my-valuations/orders/${order!.id}/receipt`)).statusCode).toBe(404);
    // A listing's order is no valuation order.
    const [listingOrder] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select o.id from orders o join users u on u.id = o.user_id where u.email = ${AGENCY} and o.type = 'publication' limit 1`,
    );
    expect((await get(AGENCY, `my-valuations/orders/${listingOrder!.id}`)).statusCode).toBe(404);
  });

  it('shows one order and serves its receipt as a PDF in the language of the path', async () => {
    const [, expert] = (await post(PRIVATE, 'my-valuations/orders', {}))
      .json<{ data: ValuationOrder[] }>()
      .data.slice(-2);
    const one = await get(PRIVATE, `my-valuations/orders/${expert!.id}`, 'fr');
    expect(one.json<{ data: ValuationOrder }>().data).toEqual(expert);
    const pdf = await get(PRIVATE, `my-valuations/orders/${expert!.id}/receipt`, 'fr');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${expert!.reference}.pdf`);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain(expert!.reference);
    expect(text).toContain('Estimation par un expert sur place (sous 10 jours)');
    expect(text).toContain('Kortrijksesteenweg 214, 9000 Gent');
    expect(text).toContain('Payé le');
  });
});
