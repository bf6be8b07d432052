import { ERR, STATUS_IDS_PUBLIC } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { BURST, burst, countRows, refusalKeys, REPEATED, ROUNDS, statusCounts } from '../../test/burst';

/* A listing is saved once per user, even by a burst of parallel saves (issue 45, decision 053). */

let t: TestApp;
let cookie: string;
const BUYER = 'private@example.be';

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(BUYER);
});
afterAll(() => t.close());

const IdRow = z.object({ id: z.number() });

describe('bookmarks: one per listing', () => {
  it(`accepts 1 of ${BURST} saves of the same listing at once, ${REPEATED}`, async () => {
    const listings = await queryRows(
      t.db,
      IdRow,
      sql`select l.id from listings l where l.status_id in (${sql.join([...STATUS_IDS_PUBLIC], sql`, `)})
        and not exists (select 1 from bookmarks b join users u on u.id = b.user_id
                        where b.listing_id = l.id and u.email = ${BUYER})
        order by l.id limit ${ROUNDS}`,
    );
    expect(listings).toHaveLength(ROUNDS);
    for (const { id } of listings) {
      const responses = await burst(BURST, () =>
        t.app.inject({
          method: 'POST',
          url: `/nl/api/core/my-bookmarks/announcement/${id}`,
          headers: { ...t.csrfHeaders, cookie },
        }),
      );
      expect(statusCounts(responses)).toEqual({ 200: 1, 409: BURST - 1 });
      expect(new Set(refusalKeys(responses))).toEqual(new Set([ERR.bookmarkExists]));
      expect(
        await countRows(
          t,
          sql`select count(*)::int as n from bookmarks where listing_id = ${id}
        and user_id = (select id from users where email = ${BUYER})`,
        ),
      ).toBe(1);
    }
  });
});
