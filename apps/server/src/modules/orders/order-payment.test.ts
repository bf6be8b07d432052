import type { Order } from '@app/contract';
import { ERR, MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { bearer, FEED_TOKEN } from '../../test/feed';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
  cookie = await t.login('agency@example.be');
});
afterAll(() => t.close());

const pay = (id: number, paidAt: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/nl/api/core/internal/orders/${id}/payment`,
    headers: bearer(),
    payload: { paidAt },
  });

/** The agency's unpaid orders of a listing, oldest first. */
const unpaidOrders = async () =>
  queryRows(
    t.db,
    z.object({ id: z.number(), reference: z.string(), listingId: z.number() }),
    sql`select o.id, o.reference, o.listing_id as "listingId" from orders o join users u on u.id = o.user_id
      where u.email = 'agency@example.be' and o.paid_at is null and o.listing_id is not null order by o.id`,
  );

describe('PUT internal/orders/:id/payment', () => {
  it('records the payment once: the same call answers the same, another time 409', async () => {
    const [order] = await unpaidOrders();
    expect(order).toBeDefined();
    const paidAt = '2026-11-30T09:15:00.000Z';
    const paid = await pay(order!.id, '2026-11-30T10:15:00+01:00');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ data: { id: order!.id, reference: order!.reference, paidAt } });
    const again = await pay(order!.id, paidAt);
    expect(again.json()).toEqual(paid.json());

    const other = await pay(order!.id, '2026-12-01T09:15:00Z');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: 'paid_at_another_time',
      messageKey: ERR.orderPaidAtAnotherTime,
      values: { paidAt },
    });
    // The owner's list of the listing's orders (and so its receipt) says paid.
    const listed = await t.app.inject({
      url: `/nl/api/core/my-properties/${order!.listingId}/orders`,
      headers: { cookie },
    });
    expect(listed.json<{ data: Order[] }>().data.find((row) => row.id === order!.id)?.paidAt).toBe(paidAt);
  });

  it('answers 404 for no order and 400 for a payment to come', async () => {
    expect((await pay(2_000_000_000, '2026-11-30T09:15:00Z')).statusCode).toBe(404);
    const [order] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select id from orders where paid_at is null order by id limit 1`,
    );
    const future = await pay(order!.id, new Date(Date.now() + 3600_000).toISOString());
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ fields: { paidAt: MSG.invalid } });
    expect((await pay(order!.id, '0000-01-01T00:00:00Z')).json()).toMatchObject({
      fields: { paidAt: MSG.invalid },
    });
    const [after] = await queryRows(
      t.db,
      z.object({ paid: z.boolean() }),
      sql`select paid_at is not null as paid from orders where id = ${order!.id}`,
    );
    expect(after!.paid).toBe(false);
  });

  it('is listed in OpenAPI with the service token, beside the product activation', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    }>();
    for (const path of [
      '/{lang}/api/core/internal/orders/{id}/payment',
      '/{lang}/api/core/internal/users/{userId}/products/{product}/activation',
    ]) {
      expect(document.paths[path]?.put, path).toMatchObject({
        security: [{ serviceToken: [] }],
        tags: ['back-office'],
      });
    }
  });
});
