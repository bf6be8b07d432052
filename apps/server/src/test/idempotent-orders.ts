import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@app/contract';
import { ERR, IDEMPOTENCY_KEY } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPLAYED_HEADER } from '../plugins/idempotency';
import type { TestApp } from './app';
import { queryRows } from './app';
import { BURST, burst, refusalKeys, statusCounts } from './burst';
import { call } from './call';

/*
 * The same paid request sent twice or in a burst, with one Idempotency-Key or without any (issue 45,
 * decision 054): one order, one invoice, one credit spent, whatever the number of requests.
 */

const IdRow = z.object({ id: z.number() });
const OrdersAndInvoices = z.object({ orders: z.number(), invoices: z.number() });

/** One order to place: who, where, what, and how to count what it wrote. */
export interface OrderCase {
  cookie: string;
  endpoint: Endpoint;
  params?: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The same order with other details (remarks, a title): valid, so only the key's reuse is refused. */
  otherBody: Record<string, unknown>;
  /** What the orders of this case wrote so far, counted in the database (orders, invoices, credits…). */
  written(): Promise<Record<string, number>>;
}

export interface OrderCaseSpec {
  name: string;
  /** A case of its own (a user, listing, valuation or postcode no other case uses): the window is per target. */
  make(): Promise<OrderCase>;
  /** What one order adds to `written`. */
  once: Record<string, number>;
  /** What refuses the same order again without a key: ERR.orderedAMomentAgo, or the order's own rule. */
  refusedWith: string;
}

/** An Idempotency-Key as the draft writes it: an sf-string. */
export const keyHeader = (key: string): Record<string, string> => ({ [IDEMPOTENCY_KEY.header]: `"${key}"` });

const send = (t: TestApp, order: OrderCase, body: Record<string, unknown>, key?: string) =>
  call(t, order.cookie, order.endpoint, {
    ...(order.params ? { params: order.params } : {}),
    body,
    headers: key === undefined ? {} : keyHeader(key),
  });

/** What `after` added to `before`, per count. */
const added = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([name, value]) => [name, value - (before[name] ?? 0)]));

/** Every 200 carries the very same body; every other answer says the first request still runs. */
function expectOneAnswer(responses: LightMyRequestResponse[]): void {
  const succeeded = responses.filter((response) => response.statusCode === 200);
  expect(succeeded.length, responses.map((response) => response.body).join('\n')).toBeGreaterThanOrEqual(1);
  expect(new Set(succeeded.map((response) => response.body)).size).toBe(1);
  for (const key of refusalKeys(responses)) expect(key).toBe(ERR.idempotencyKeyInFlight);
  expect(succeeded.filter((response) => response.headers[REPLAYED_HEADER] === undefined)).toHaveLength(1);
}

/** The tests every idempotent order type passes, against the app `app()` answers. */
export function describeIdempotentOrder(app: () => TestApp, spec: OrderCaseSpec): void {
  describe(`${spec.name}: one order however often it is sent`, () => {
    for (const n of [2, BURST]) {
      it(`with one Idempotency-Key, ${n} at once: one order, one answer`, async () => {
        const order = await spec.make();
        const before = await order.written();
        const key = randomUUID();
        const responses = await burst(n, () => send(app(), order, order.body, key));
        expectOneAnswer(responses);
        expect(added(before, await order.written())).toEqual(spec.once);
      });
    }

    it('with the key again after the answer: the answer again; with the key and another body: 422', async () => {
      const order = await spec.make();
      const before = await order.written();
      const key = randomUUID();
      const first = await send(app(), order, order.body, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers[REPLAYED_HEADER]).toBeUndefined();

      const again = await send(app(), order, order.body, key);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers[REPLAYED_HEADER]).toBe('true');

      const other = await send(app(), order, order.otherBody, key);
      expect(other.statusCode, other.body).toBe(422);
      expect(other.json()).toMatchObject({ messageKey: ERR.idempotencyKeyReused });
      expect(added(before, await order.written())).toEqual(spec.once);
    });

    for (const n of [2, BURST]) {
      it(`without a key, ${n} at once: one order, the others 409`, async () => {
        const order = await spec.make();
        const before = await order.written();
        const responses = await burst(n, () => send(app(), order, order.body));
        expect(statusCounts(responses)).toEqual({ 200: 1, 409: n - 1 });
        expect(new Set(refusalKeys(responses))).toEqual(new Set([spec.refusedWith]));
        expect(added(before, await order.written())).toEqual(spec.once);
      });
    }
  });
}

let listings = 0;
/** A listing of the user, complete enough to publish; Q is never in a seeded vlancode. */
export async function insertListing(
  t: TestApp,
  userId: number,
  fields: { statusId: number; propertyType?: string; offlineDate?: string | null },
): Promise<number> {
  listings += 1;
  const rows = await queryRows(
    t.db,
    IdRow,
    sql`insert into listings (vlancode, user_id, status_id, transaction_type, property_type, your_reference,
        price_cents, street, house_number, zip, city, livable_surface, bedrooms, description, offline_date)
      values (${`QIK${String(listings).padStart(4, '0')}`}, ${userId}, ${fields.statusId}, 'sale',
        ${fields.propertyType ?? 'house'}, ${`IDEMPOTENT-${listings}`}, 34500000, 'Kerkstraat', '12', '9000',
        'Gent', 140, 3, ${JSON.stringify({ nl: 'Ruime gezinswoning met tuin.', fr: null, en: null })}::jsonb,
        ${fields.offlineDate ?? null}::date)
      returning id`,
  );
  return rows[0]!.id;
}

/** Whom a test invoice is made out to. */
export const TEST_ADDRESSEE = {
  noVat: true,
  vatNumber: null,
  companyName: 'Idempotent BV',
  name: 'Jan Claes',
  street: 'Kouter',
  number: '5',
  box: null,
  postcode: '9000',
  city: 'Gent',
} as const;

/** The user's orders and their invoices (`where` narrows the orders, e.g. to one listing). */
export async function ordersAndInvoices(
  t: TestApp,
  userId: number,
  where: ReturnType<typeof sql> = sql`true`,
): Promise<{ orders: number; invoices: number }> {
  const [row] = await queryRows(
    t.db,
    OrdersAndInvoices,
    sql`select count(*)::int as orders, count(i.id)::int as invoices
      from orders o left join invoices i on i.order_id = o.id
      where o.user_id = ${userId} and ${where}`,
  );
  return row!;
}
