import { ORDER_PACKAGES } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { z } from 'zod';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the Facebook demo data', () => {
  it('has a boost row for each Facebook upsell order, within what was bought, with 1-3 % clicks', async () => {
    const rows = await queryRows(
      t.db,
      z.object({
        package: z.string(),
        paid: z.boolean(),
        views_delivered: z.number().nullable(),
        clicks: z.number().nullable(),
      }),
      sql`select o.package, o.paid_at is not null as paid, b.views_delivered, b.clicks
          from orders o left join facebook_boosts b on b.order_id = o.id
          where o.type = 'upsell' and o.package like 'facebook-%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const total = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from facebook_boosts`,
    );
    expect(total[0]!.n).toBe(rows.length);
    for (const row of rows) {
      const bought = ORDER_PACKAGES.upsell[row.package as 'facebook-2500' | 'facebook-5000'].views;
      expect(row.views_delivered).not.toBeNull();
      expect(row.views_delivered!).toBeLessThanOrEqual(bought);
      if (!row.paid) expect(row.views_delivered).toBe(0);
      expect(row.clicks!).toBeGreaterThanOrEqual(Math.floor(row.views_delivered! * 0.01));
      expect(row.clicks!).toBeLessThanOrEqual(Math.ceil(row.views_delivered! * 0.03));
    }
    // Boosts paid long ago have delivered (nearly) everything.
    expect(rows.some((row) => row.views_delivered! >= 0.9 * 2500)).toBe(true);
  });

  it("puts a few shares a month on the demo agency's online listings only", async () => {
    const [shares] = await queryRows(
      t.db,
      z.object({ agency: z.number(), others: z.number(), days: z.number(), listings: z.number() }),
      sql`select coalesce(sum(s.facebook_shares) filter (where u.email = 'agency@example.be'), 0)::int as agency,
                 coalesce(sum(s.facebook_shares) filter (where u.email <> 'agency@example.be'
                                                          or l.status_id not in (1, 7)), 0)::int as others,
                 count(*) filter (where s.facebook_shares > 0 and u.email = 'agency@example.be')::int as days,
                 count(distinct s.listing_id) filter (where s.facebook_shares > 0)::int as listings
          from listing_daily_stats s join listings l on l.id = s.listing_id join users u on u.id = l.user_id`,
    );
    expect(shares!.others).toBe(0);
    expect(shares!.agency).toBeGreaterThan(0);
    expect(shares!.listings).toBeGreaterThan(1);
    // About three shared days a month per listing.
    const [online] = await queryRows(
      t.db,
      z.object({ days: z.number() }),
      sql`select count(*)::int as days from listing_daily_stats s join listings l on l.id = s.listing_id
          join users u on u.id = l.user_id
          where u.email = 'agency@example.be' and l.status_id in (1, 7) and s.detail_views > 0`,
    );
    const share = shares!.days / online!.days;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.15);
  });
});
