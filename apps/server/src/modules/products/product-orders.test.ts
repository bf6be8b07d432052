import type { FixedPriceState, Order, SubscriptionOrderRequestInput, UserProduct } from '@app/contract';
import { ERR, MSG, OVERRUN_CENTS_PER_PROPERTY_PER_DAY, wallpaperPackageFor } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../documents/read-pdf';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'software@example.be', 'private@example.be']) {
    cookies[email] = await t.login(email);
  }
});
afterAll(() => t.close());

const INVOICE = {
  noVat: false,
  vatNumber: 'BE0477123402',
  companyName: 'Immo Software Partner BV',
  name: 'Pieter Wouters',
  street: 'Grasmarkt',
  number: '12',
  box: null,
  postcode: '1000',
  city: 'Brussel',
} satisfies SubscriptionOrderRequestInput['invoice'];

const order = (email: string, body: Partial<SubscriptionOrderRequestInput>, lang = 'nl') =>
  t.app.inject({
    method: 'POST',
    url: `/${lang}/api/core/my-products/order`,
    headers: { ...t.csrfHeaders, cookie: cookies[email]! },
    payload: { type: 'product', remarks: null, termsAccepted: true, invoice: INVOICE, ...body },
  });
const get = (email: string, path: string) =>
  t.app.inject({ url: `/nl/api/core/${path}`, headers: { cookie: cookies[email]! } });

const productsOf = async (email: string) =>
  Object.fromEntries(
    (await get(email, 'my-products'))
      .json<{ data: UserProduct[] }>()
      .data.map((product) => [product.code, product]),
  );
const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows(t.db, z.object({ n: z.number() }), query))[0]!.n;
const ordersOf = (email: string) =>
  count(sql`select count(*)::int as n from orders o join users u on u.id = o.user_id
    where u.email = ${email} and o.type = 'product'`);

describe('POST my-products/order for a product', () => {
  it('orders a pack: one order and its invoice, the four products of the pack pending activation', async () => {
    const response = await order('software@example.be', {
      product: 'bestOf',
      package: 'pack-gold',
      remarks: 'Graag vanaf volgende maand.',
    });
    expect(response.statusCode).toBe(200);
    const placed = response.json<{ data: Order }>().data;
    expect(placed).toMatchObject({
      type: 'product',
      package: 'pack-gold',
      amount: 124,
      listingId: null,
      projectId: null,
      paidAt: null,
      remarks: 'Graag vanaf volgende maand.',
    });
    expect(placed.invoice?.number).toMatch(/^\d{4}\/\d{6}$/);
    expect(placed.structuredCommunication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);

    const products = await productsOf('software@example.be');
    for (const code of ['bestOf', 'color', 'emailAlertPro', 'proDirectory']) {
      expect(products[code]).toMatchObject({ activation: 2, pack: 'gold', endDate: null });
    }
    expect(products.bestOf).toMatchObject({ slots: 25, selection: 'AUTO', used: 0 });
    expect(products.wallpaper).toBeUndefined();

    const listed = (await get('software@example.be', 'my-products/orders')).json<{ data: Order[] }>().data;
    expect(listed.map((row) => row.id)).toEqual([placed.id]);
  });

  it('serves the invoice PDF with the product, the addressee and the VAT split; 404 for another user', async () => {
    const [placed] = (await get('software@example.be', 'my-products/orders')).json<{ data: Order[] }>().data;
    const pdf = await get('software@example.be', `my-products/orders/${placed!.id}/invoice`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain('Product: Pack Gold (de eerste maand)');
    expect(text).toContain('BE0477123402');
    expect(text).toContain('Immo Software Partner BV');
    expect(text).toContain('€ 102,48');
    expect((await get('agency@example.be', `my-products/orders/${placed!.id}/invoice`)).statusCode).toBe(404);
  });

  it('refuses a product one has or is getting (409), and writes nothing', async () => {
    const before = await ordersOf('software@example.be');
    const again = await order('software@example.be', { product: 'proDirectory', package: 'pack-starter' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'product_held', messageKey: ERR.productHeld });
    const held = await order('agency@example.be', { product: 'color', package: 'pack-gold' });
    expect(held.json()).toEqual({ error: 'product_held', messageKey: ERR.productHeld });
    expect(await ordersOf('software@example.be')).toBe(before);
  });

  it('refuses an order without the terms, without a VAT number unless there is none, or with a package of another product', async () => {
    const before = await ordersOf('software@example.be');
    const noTerms = await order('software@example.be', {
      product: 'leadGenerator',
      package: 'lead-generator',
      termsAccepted: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toMatchObject({ error: 'validation', fields: { termsAccepted: MSG.mustAccept } });
    const noVat = await order('software@example.be', {
      product: 'leadGenerator',
      package: 'lead-generator',
      invoice: { ...INVOICE, vatNumber: null },
    });
    expect(noVat.json()).toMatchObject({ fields: { 'invoice.vatNumber': MSG.required } });
    const wrongPackage = await order('software@example.be', {
      product: 'leadGenerator',
      package: 'pack-gold',
    });
    expect(wrongPackage.json()).toMatchObject({ fields: { package: MSG.invalid } });
    const notOrderable = await order('software@example.be', {
      product: 'proFirst' as never,
      package: 'pack-gold',
    });
    expect(notOrderable.statusCode).toBe(400);
    expect(await ordersOf('software@example.be')).toBe(before);
  });

  it('invoices without a VAT number when "I don\'t have a VAT number" is ticked (a typed number is dropped)', async () => {
    const response = await order('software@example.be', {
      product: 'leadGenerator',
      package: 'lead-generator',
      invoice: { ...INVOICE, noVat: true },
    });
    expect(response.statusCode).toBe(200);
    const vat = await queryRows(
      t.db,
      z.object({ vat_number: z.string().nullable(), no_vat: z.boolean() }),
      sql`select vat_number, no_vat from invoices where order_id = ${response.json<{ data: Order }>().data.id}`,
    );
    expect(vat).toEqual([{ vat_number: null, no_vat: true }]);
    expect((await productsOf('software@example.be')).leadGenerator).toMatchObject({ activation: 2 });
  });

  it('prices Wallpaper PRO for the listings online now and refuses the other price (409 priceChanged)', async () => {
    const online = await count(sql`select count(*)::int as n from listings l join users u on u.id = l.user_id
      where u.email = 'software@example.be' and l.status_id in (1, 7)`);
    const other =
      wallpaperPackageFor(online) === 'wallpaper-under-50' ? 'wallpaper-from-50' : 'wallpaper-under-50';
    const stale = await order('software@example.be', { product: 'wallpaper', package: other });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'price_changed', messageKey: ERR.priceChanged });
    const response = await order('software@example.be', {
      product: 'wallpaper',
      package: wallpaperPackageFor(online),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Order }>().data.amount).toBe(online < 50 ? 62 : 124);
  });

  it('tops up the credits of an active Property Advisor', async () => {
    const before = (await productsOf('agency@example.be')).propertyAdvisor!.credits!;
    const response = await order('agency@example.be', { product: 'propertyAdvisor', package: 'advisor-10' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Order }>().data.amount).toBe(95);
    expect((await productsOf('agency@example.be')).propertyAdvisor).toMatchObject({
      activation: 1,
      credits: before + 10,
    });
  });

  it('refuses private users (403)', async () => {
    const response = await order('private@example.be', { product: 'bestOf', package: 'pack-starter' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'pro_only', messageKey: ERR.proOnly });
    expect((await get('private@example.be', 'my-products/orders')).statusCode).toBe(403);
  });
});

describe('fixed-price packages and the contract overrun', () => {
  const state = async (email: string) =>
    (await get(email, 'my-products/fixed-price')).json<{ data: FixedPriceState }>().data;

  it('orders a package, and charges the overrun only once it is active, for the listings above its quota', async () => {
    const online = await count(sql`select count(*)::int as n from listings l join users u on u.id = l.user_id
      where u.email = 'agency@example.be' and l.status_id in (1, 7)`);
    expect(online).toBeGreaterThan(10);
    expect(await state('agency@example.be')).toMatchObject({
      contract: null,
      aboveQuota: 0,
      overrunPerDay: 0,
    });

    const response = await order('agency@example.be', { product: 'fixedPrice', package: 'fixed-10' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Order }>().data.amount).toBe(99);
    const pending = await state('agency@example.be');
    expect(pending).toMatchObject({
      contract: { package: 'fixed-10', properties: 10, monthlyPrice: 99, activation: 2 },
      onlineListings: online,
      aboveQuota: 0,
      overrunPerDay: 0,
    });
    const again = await order('agency@example.be', { product: 'fixedPrice', package: 'fixed-25' });
    expect(again.json()).toEqual({ error: 'product_held', messageKey: ERR.productHeld });

    await t.db.execute(sql`update fixed_price_contracts set activation = 1
      where user_id = (select id from users where email = 'agency@example.be')`);
    const active = await state('agency@example.be');
    expect(active.aboveQuota).toBe(online - 10);
    expect(active.overrunPerDay).toBeCloseTo(((online - 10) * OVERRUN_CENTS_PER_PROPERTY_PER_DAY) / 100, 6);
  });

  it('refuses private users (403)', async () => {
    expect((await get('private@example.be', 'my-products/fixed-price')).statusCode).toBe(403);
  });
});
