import { ACTIVATION, brusselsToday } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { BURST, burst, countRows, newAgencies, REPEATED, ROUNDS, statusCounts } from '../../test/burst';
import { bearer, FEED_TOKEN } from '../../test/feed';

/*
 * The back office retries a call it is not sure of, at any moment, in parallel too (decision 062):
 * the same call changes the product once, mails its owner once, and every copy answers the same.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
});
afterAll(() => t.close());

const put = (path: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/nl/api/core/internal/${path}`, headers: bearer(), payload });

describe('the back office calls at once', () => {
  it(`activate a pack once and mail its owner once when ${BURST} copies arrive, ${REPEATED}`, async () => {
    const today = brusselsToday();
    for (let round = 0; round < ROUNDS; round += 1) {
      const [agency] = await newAgencies(t, 1, `lifecycle-${round}-`);
      // An ordered Starter pack, waiting for activation.
      await t.db
        .execute(sql`insert into user_products (user_id, code, activation, pack, start_date, slots, selection)
        select ${agency!.id}, code, ${ACTIVATION.pendingActivation}, 'starter', ${today}::date, slots, selection
        from (values ('bestOf', 10, 'AUTO'), ('color', 10, 'AUTO'), ('emailAlertPro', null, null),
                     ('proDirectory', null, null)) as p(code, slots, selection)`);
      const responses = await burst(BURST, () =>
        put(`users/${agency!.id}/products/bestOf/activation`, {
          activation: ACTIVATION.active,
          startDate: today,
          endDate: null,
        }),
      );
      expect(statusCounts(responses)).toEqual({ 200: BURST });
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      expect(
        await countRows(
          t,
          sql`select count(*)::int as n from mail_outbox where "to" = ${`lifecycle-${round}-1@burst.example.be`}`,
        ),
      ).toBe(1);
    }
  });

  it(`record a payment once when ${BURST} copies arrive, ${REPEATED}`, async () => {
    const [order] = await queryRows(
      t.db,
      z.object({ id: z.number() }),
      sql`select id from orders order by id limit 1`,
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      await t.db.execute(sql`update orders set paid_at = null where id = ${order!.id}`);
      const paidAt = new Date(Date.now() - (round + 1) * 60_000).toISOString();
      const responses = await burst(BURST, () => put(`orders/${order!.id}/payment`, { paidAt }));
      expect(statusCounts(responses)).toEqual({ 200: BURST });
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      expect(responses[0]!.json()).toMatchObject({ data: { id: order!.id, paidAt } });
    }
  });
});
