import type { Order } from '@app/contract';
import { ERR } from '@app/contract';
import { and, desc, eq, inArray, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, listings, orders, users } from '../../db/schema';
import { readPdf } from '../../documents/read-pdf';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['agency@example.be', 'private@example.be', 'info@desmetvastgoed.be']) {
    cookies[email] = await t.login(email);
    ids[email] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  }
});
afterAll(() => t.close());

const api = (path: string, lang = 'nl') => `/${lang}/api/core/${path}`;
const get = (path: string, email = 'agency@example.be', lang = 'nl') =>
  t.app.inject({ url: api(path, lang), headers: { cookie: cookies[email]! } });

/** A listed listing of the user (not a draft, not deleted) that has orders: one with an unpaid one if asked. */
async function listingWithOrders(userId: number, options: { unpaid?: boolean; invoiced?: boolean } = {}) {
  const rows = await t.db
    .select({ listingId: orders.listingId, orderId: orders.id })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        notInArray(listings.statusId, [3, 5]),
        options.unpaid ? isNull(orders.paidAt) : isNotNull(orders.paidAt),
        options.invoiced ? isNotNull(invoices.id) : isNull(invoices.id),
      ),
    )
    .orderBy(orders.id)
    .limit(1);
  expect(rows, `a listing of user ${userId} with such an order`).toHaveLength(1);
  return { listingId: rows[0]!.listingId!, orderId: rows[0]!.orderId };
}

describe('GET my-properties/:id/orders', () => {
  it("lists the agency's orders of its listing, newest first, with their invoice when requested", async () => {
    const { listingId } = await listingWithOrders(ids['agency@example.be']!, { invoiced: true });
    const response = await get(`my-properties/${listingId}/orders`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: Order[] }>().data;

    const expected = await t.db
      .select()
      .from(orders)
      .where(eq(orders.listingId, listingId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    expect(data.map((order) => order.id)).toEqual(expected.map((order) => order.id));
    const times = data.map((order) => Date.parse(order.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const invoiceRows = await t.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          expected.map((order) => order.id),
        ),
      );
    expect(invoiceRows.length).toBeGreaterThan(0);
    for (const order of data) {
      const row = expected.find((candidate) => candidate.id === order.id)!;
      expect(order).toMatchObject({
        type: row.type,
        package: row.package,
        amount: row.amountCents / 100,
        reference: row.reference,
        structuredCommunication: row.structuredCommunication,
        listingId,
        projectId: null,
      });
      const invoice = invoiceRows.find((candidate) => candidate.orderId === order.id);
      expect(order.invoice).toEqual(
        invoice
          ? { id: invoice.id, number: invoice.number, createdAt: invoice.createdAt.toISOString() }
          : null,
      );
    }
  });

  it("answers 404 for another agency's listing, and shows the other agency only its own", async () => {
    const { listingId: theirs } = await listingWithOrders(ids['info@desmetvastgoed.be']!);
    expect((await get(`my-properties/${theirs}/orders`)).statusCode).toBe(404);
    expect((await get(`my-properties/${theirs}/orders`, 'private@example.be')).json()).toEqual({
      error: 'not_found',
      messageKey: ERR.notFound,
    });
    const own = await get(`my-properties/${theirs}/orders`, 'info@desmetvastgoed.be');
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: Order[] }>().data.length).toBeGreaterThan(0);
  });

  it('shows a private user only the orders of their own listings', async () => {
    const privateId = ids['private@example.be']!;
    const [listing] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.userId, privateId), eq(listings.statusId, 1)))
      .orderBy(listings.id)
      .limit(1);
    const ordered = await t.app.inject({
      method: 'POST',
      url: api('my-products/order'),
      headers: { ...t.csrfHeaders, cookie: cookies['private@example.be']! },
      payload: { type: 'prolongation', package: 'prolong-3m', listingId: listing!.id, termsAccepted: true },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);

    const response = await get(`my-properties/${listing!.id}/orders`, 'private@example.be');
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: Order[] }>().data;
    expect(data[0]).toMatchObject({ id: ordered.json<{ data: Order }>().data.id, type: 'prolongation' });
    const owners = await t.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(
        inArray(
          orders.id,
          data.map((order) => order.id),
        ),
      );
    expect(new Set(owners.map((owner) => owner.userId))).toEqual(new Set([privateId]));
    // The agency cannot read them.
    expect((await get(`my-properties/${listing!.id}/orders`)).statusCode).toBe(404);
  });

  it('answers 404 for a deleted listing and for a draft of the caller', async () => {
    const agencyId = ids['agency@example.be']!;
    for (const statusId of [5, 3]) {
      const [row] = await t.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.userId, agencyId), eq(listings.statusId, statusId)))
        .limit(1);
      expect((await get(`my-properties/${row!.id}/orders`)).statusCode, `status ${statusId}`).toBe(404);
    }
  });

  it('needs a session', async () => {
    const { listingId } = await listingWithOrders(ids['agency@example.be']!);
    expect((await t.app.inject({ url: api(`my-properties/${listingId}/orders`) })).statusCode).toBe(401);
  });
});

describe('GET my-properties/:id/orders/:orderId/receipt', () => {
  it('is an A4 PDF in Dutch with the order reference, the listing code and the payment instruction', async () => {
    const { listingId, orderId } = await listingWithOrders(ids['agency@example.be']!, { unpaid: true });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [listing] = await t.db.select().from(listings).where(eq(listings.id, listingId));

    const response = await get(`my-properties/${listingId}/orders/${orderId}/receipt`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ontvangstbewijs-${order!.reference}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { pages, text } = await readPdf(response.rawPayload);
    expect(pages).toHaveLength(1);
    expect(text).toContain('Ontvangstbewijs');
    expect(text).toContain(order!.reference);
    expect(text).toContain(listing!.vlancode);
    expect(text).toContain(listing!.city!);
    expect(text).toContain('Niet betaald');
    expect(text).toContain(order!.structuredCommunication);
    expect(text).toContain('BE68 0017 3529 4634');
    expect(text).toContain('Btw 21 %');
    expect(text).toContain('Totaal inclusief btw');
  });

  it('is in French on the French path, with the paid date of a paid order and the VAT split', async () => {
    const { listingId, orderId } = await listingWithOrders(ids['agency@example.be']!);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [listing] = await t.db.select().from(listings).where(eq(listings.id, listingId));

    const response = await get(
      `my-properties/${listingId}/orders/${orderId}/receipt`,
      'agency@example.be',
      'fr',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="recu-${order!.reference}.pdf"`,
    );
    const { text } = await readPdf(response.rawPayload);
    expect(text).toContain('Reçu');
    expect(text).toContain(order!.reference);
    expect(text).toContain(listing!.vlancode);
    expect(text).toContain('Payé le');
    expect(text).toContain('Montant hors TVA');
    expect(text).not.toContain('Ontvangstbewijs');
    // 49 € VAT included: 40,50 € net and 8,50 € VAT; the seed's amounts are all whole euros.
    const total = order!.amountCents;
    const net = Math.round((total * 100) / 121);
    const euro = (cents: number) =>
      cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
    expect(text).toContain(euro(net));
    expect(text).toContain(euro(total - net));
  });

  it("answers 404 for an order of another listing, another user's order, and an unknown one", async () => {
    const mine = await listingWithOrders(ids['agency@example.be']!);
    const theirs = await listingWithOrders(ids['info@desmetvastgoed.be']!);
    const [otherListing] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(
        and(
          eq(listings.userId, ids['agency@example.be']!),
          eq(listings.statusId, 1),
          ne(listings.id, mine.listingId),
        ),
      )
      .limit(1);
    for (const path of [
      `my-properties/${otherListing!.id}/orders/${mine.orderId}/receipt`,
      `my-properties/${theirs.listingId}/orders/${theirs.orderId}/receipt`,
      `my-properties/${mine.listingId}/orders/${theirs.orderId}/receipt`,
      `my-properties/${mine.listingId}/orders/999999/receipt`,
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });
});
