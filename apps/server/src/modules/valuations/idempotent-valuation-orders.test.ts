import { endpoints, ERR } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { describeIdempotentOrder, ordersAndInvoices } from '../../test/idempotent-orders';

/*
 * A private user's valuation order sent twice or in bursts, with and without an Idempotency-Key
 * (issue 45, decision 054; the issue saw 5 clicks place 5 orders of 295 €). Every case orders for a
 * valuation of its own.
 */

const PRIVATE = 'private@example.be';
let t: TestApp;
let cookie: string;
let userId: number;
const IdRow = z.object({ id: z.number() });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(PRIVATE);
  [{ id: userId }] = (await queryRows(t.db, IdRow, sql`select id from users where email = ${PRIVATE}`)) as [
    { id: number },
  ];
});
afterAll(() => t.close());

describeIdempotentOrder(() => t, {
  name: 'a valuation order',
  async make() {
    const [valuation] = await queryRows(
      t.db,
      IdRow,
      sql`insert into valuations (user_id, street, house_number, postcode, city, property_type, livable_surface,
          bedrooms)
        values (${userId}, 'Veldstraat', '10', '9000', 'Gent', 'house', 150, 3)
        returning id`,
    );
    const body = {
      valuationId: valuation!.id,
      package: 'valuation-expert',
      remarks: 'Liefst in de voormiddag.',
      termsAccepted: true,
    };
    return {
      cookie,
      endpoint: endpoints.orderValuation,
      body,
      otherBody: { ...body, remarks: 'Liefst in de namiddag.' },
      written: () => ordersAndInvoices(t, userId, sql`o.valuation_id = ${valuation!.id}`),
    };
  },
  once: { orders: 1, invoices: 0 },
  refusedWith: ERR.orderedAMomentAgo,
});
