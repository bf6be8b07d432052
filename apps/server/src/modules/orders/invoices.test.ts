import type { CurrentUser, InvoiceRequestInput, Order } from '@app/contract';
import { brusselsToday, ERR, MSG } from '@app/contract';
import { and, eq, isNull, like, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, listings, orders, users } from '../../db/schema';
import { readPdf } from '../../documents/read-pdf';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { requestInvoice } from './orders.service';

let t: TestApp;
let cookie: string;
let agencyId: number;
const year = brusselsToday().slice(0, 4);

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login('agency@example.be');
  agencyId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'agency@example.be')))[0]!
    .id;
});
afterAll(() => t.close());

const api = (path: string, lang = 'nl') => `/${lang}/api/core/${path}`;
const ADDRESSEE = {
  name: 'Jan Claes',
  companyName: 'Immo Demo BV',
  street: 'Kouter',
  number: '5',
  box: null,
  postcode: '9000',
  city: 'Gent',
} satisfies Partial<InvoiceRequestInput>;

const ask = (listingId: number, body: Record<string, unknown>, who = cookie) =>
  t.app.inject({
    method: 'POST',
    url: api(`my-properties/${listingId}/invoice`),
    headers: { ...t.csrfHeaders, cookie: who },
    payload: body,
  });

/** Orders of the agency's listed listings that have no invoice yet, oldest first. */
async function uninvoicedOrders(count: number) {
  const rows = await t.db
    .select({ orderId: orders.id, listingId: orders.listingId })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(eq(orders.userId, agencyId), notInArray(listings.statusId, [3, 5]), isNull(invoices.id)))
    .orderBy(orders.id)
    .limit(count);
  expect(rows).toHaveLength(count);
  return rows.map((row) => ({ orderId: row.orderId, listingId: row.listingId! }));
}
const usedOrders = new Set<number>();
/** A fresh uninvoiced order per test: tests do not depend on each other's invoices. */
async function freshOrder() {
  const candidates = await uninvoicedOrders(40);
  const found = candidates.find((candidate) => !usedOrders.has(candidate.orderId))!;
  usedOrders.add(found.orderId);
  return found;
}
const invoiceCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(invoices))[0]!.n;

describe('POST my-properties/:id/invoice: the VAT rule', () => {
  it('needs a VAT number unless "I don\'t have a VAT number" is ticked, and writes nothing', async () => {
    const { listingId, orderId } = await freshOrder();
    const before = await invoiceCount();
    for (const body of [
      { orderId, ...ADDRESSEE },
      { orderId, noVat: false, vatNumber: '', ...ADDRESSEE },
      { orderId, noVat: false, vatNumber: null, ...ADDRESSEE },
    ]) {
      const response = await ask(listingId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', fields: { vatNumber: MSG.required } });
    }
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses a VAT number that fails the Belgian check', async () => {
    const { listingId, orderId } = await freshOrder();
    for (const vatNumber of ['BE0477123403', 'NL123456789B01', 'BE12']) {
      const response = await ask(listingId, { orderId, noVat: false, vatNumber, ...ADDRESSEE });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ vatNumber: MSG.vat });
    }
  });

  it('with the box ticked, writes the invoice without VAT number, even when one was typed', async () => {
    const { listingId, orderId } = await freshOrder();
    const response = await ask(listingId, { orderId, noVat: true, vatNumber: 'BE0477123402', ...ADDRESSEE });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: Order }>().data;
    expect(order.id).toBe(orderId);
    expect(order.invoice?.number).toMatch(new RegExp(`^${year}/\\d{6}$`));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(row).toMatchObject({
      vatNumber: null,
      noVat: true,
      name: 'Jan Claes',
      companyName: 'Immo Demo BV',
    });
  });

  it('keeps a valid VAT number, normalised, and copies what it bills from the order', async () => {
    const { listingId, orderId } = await freshOrder();
    const response = await ask(listingId, {
      orderId,
      noVat: false,
      vatNumber: 'be 0477.123.402',
      ...ADDRESSEE,
      box: '2',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [listing] = await t.db.select().from(listings).where(eq(listings.id, listingId));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(row).toMatchObject({
      vatNumber: 'BE0477123402',
      noVat: false,
      orderReference: order!.reference,
      orderType: order!.type,
      package: order!.package,
      amountCents: order!.amountCents,
      structuredCommunication: order!.structuredCommunication,
      vlancode: listing!.vlancode,
      street: 'Kouter',
      houseNumber: '5',
      box: '2',
      zip: '9000',
      city: 'Gent',
    });
    expect(response.json<{ data: Order }>().data.invoice).toEqual({
      id: row!.id,
      number: row!.number,
      createdAt: row!.createdAt.toISOString(),
    });
  });
});

describe('POST my-properties/:id/invoice: one invoice per order, numbered per year', () => {
  it('answers 409 on a second request for the same order, and keeps the first invoice', async () => {
    const { listingId, orderId } = await freshOrder();
    expect((await ask(listingId, { orderId, noVat: true, ...ADDRESSEE })).statusCode).toBe(200);
    const [first] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const again = await ask(listingId, { orderId, noVat: false, vatNumber: 'BE0477123402', ...ADDRESSEE });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'conflict', messageKey: ERR.invoiceExists });
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([first]);
  });

  it('gives consecutive numbers of the year, also to requests that arrive together', async () => {
    const numbersOfYear = async () =>
      (
        await t.db
          .select({ number: invoices.number })
          .from(invoices)
          .where(like(invoices.number, `${year}/%`))
      )
        .map((row) => Number(row.number.slice(5)))
        .sort((a, b) => a - b);
    const before = await numbersOfYear();
    const last = before.at(-1) ?? 0;
    const targets = await Promise.all([freshOrder(), freshOrder(), freshOrder(), freshOrder(), freshOrder()]);
    const responses = await Promise.all(
      targets.map(({ listingId, orderId }) => ask(listingId, { orderId, noVat: true, ...ADDRESSEE })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = responses
      .map((response) => Number(response.json<{ data: Order }>().data.invoice!.number.slice(5)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((step) => last + step));
    const after = await numbersOfYear();
    expect(after).toEqual(after.map((_, index) => after[0]! + index));
  });

  it('starts the numbers again at 1 in a new Belgian year (Brussels time decides the year)', async () => {
    const { listingId, orderId } = await freshOrder();
    const me = await t.app.inject({ url: api('my-profile/user'), headers: { ...t.csrfHeaders, cookie } });
    const user = me.json<{ data: CurrentUser }>().data;
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    const order = await requestInvoice(
      t.db,
      user,
      listingId,
      { orderId, noVat: true, vatNumber: null, ...ADDRESSEE },
      new Date('2090-12-31T23:30:00Z'),
    );
    expect(order.invoice?.number).toBe('2091/000001');
  });

  it("answers 404 for an order of another listing, another user's order or listing, and an unknown order", async () => {
    const mine = await freshOrder();
    const other = await freshOrder();
    const [theirs] = await t.db
      .select({ orderId: orders.id, listingId: orders.listingId })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(users.email, 'info@desmetvastgoed.be'))
      .limit(1);
    for (const [listingId, orderId] of [
      [other.listingId, mine.orderId],
      [mine.listingId, theirs!.orderId],
      [theirs!.listingId!, theirs!.orderId],
      [mine.listingId, 999_999],
    ] as const) {
      if (listingId === mine.listingId && orderId === mine.orderId) continue;
      const response = await ask(listingId, { orderId, noVat: true, ...ADDRESSEE });
      expect(response.statusCode, `${listingId}/${orderId}`).toBe(404);
    }
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, mine.orderId))).toEqual([]);
  });
});

describe('GET my-properties/:id/orders/:orderId/invoice', () => {
  it('answers 404 until the invoice is requested, then is a PDF with the number and the VAT number', async () => {
    const { listingId, orderId } = await freshOrder();
    const path = api(`my-properties/${listingId}/orders/${orderId}/invoice`);
    expect((await t.app.inject({ url: path, headers: { cookie } })).statusCode).toBe(404);

    const requested = await ask(listingId, {
      orderId,
      noVat: false,
      vatNumber: 'BE0477123402',
      ...ADDRESSEE,
    });
    const number = requested.json<{ data: Order }>().data.invoice!.number;
    const response = await t.app.inject({ url: path, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="factuur-${number.replace('/', '-')}.pdf"`,
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const { text } = await readPdf(response.rawPayload);
    expect(text).toContain('Factuur');
    expect(text).toContain(number);
    expect(text).toContain('BE0477123402');
    expect(text).toContain('Immo Demo BV');
    expect(text).toContain(order!.reference);
    expect(text).toContain(order!.structuredCommunication);
    expect(text).toContain('Btw 21 %');

    // Someone else cannot read it.
    const other = await t.login('info@desmetvastgoed.be');
    expect((await t.app.inject({ url: path, headers: { cookie: other } })).statusCode).toBe(404);
  });

  it('says "no VAT number" in the language of the path when the box was ticked', async () => {
    const { listingId, orderId } = await freshOrder();
    await ask(listingId, { orderId, noVat: true, ...ADDRESSEE });
    const response = await t.app.inject({
      url: api(`my-properties/${listingId}/orders/${orderId}/invoice`, 'fr'),
      headers: { cookie },
    });
    const { text } = await readPdf(response.rawPayload);
    expect(text).toContain('Facture');
    expect(text).toContain('Pas de numéro de TVA');
    expect(text).toContain('Total TVA comprise');
  });
});

describe('GET my-profile/user/dump', () => {
  it("holds the user's orders, each with its invoice and the addressee it was made out to", async () => {
    const { listingId, orderId } = await freshOrder();
    const requested = await ask(listingId, {
      orderId,
      noVat: false,
      vatNumber: 'BE0477123402',
      ...ADDRESSEE,
    });
    const [reference] = await t.db
      .select({ value: orders.reference })
      .from(orders)
      .where(eq(orders.id, orderId));
    const dump = await t.app.inject({ url: api('my-profile/user/dump'), headers: { cookie } });
    const sections = dump.json<{ sections: Record<string, Array<Record<string, unknown>>> }>().sections;
    const rows = sections.orders!;
    const agencyOrders = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, agencyId));
    expect(rows).toHaveLength(agencyOrders.length);
    expect(rows.find((row) => row.reference === reference!.value)).toMatchObject({
      type: expect.any(String),
      invoice: {
        number: requested.json<{ data: Order }>().data.invoice!.number,
        vatNumber: 'BE0477123402',
        noVat: false,
        name: 'Jan Claes',
        companyName: 'Immo Demo BV',
        street: 'Kouter',
      },
    });
    const invoiced = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.userId, agencyId));
    expect(rows.filter((row) => row.invoice !== null)).toHaveLength(invoiced[0]!.n);
  });
});
