import { ORDER_PACKAGES } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { z } from 'zod';
import { oneRowOf } from '../sql';

/**
 * Demo Facebook figures (issue 5, GET my-statistics/facebook): what each seeded Facebook boost
 * delivered, and shares of the demo agency's online listings. Set-based SQL; the "random" parts are
 * hashes of ids and days, so the data is the same on every run, only the dates move with `now`.
 */

/** A boost runs this many days after payment, then has delivered (nearly) everything bought. */
const BOOST_RUN_DAYS = 14;
/** Published and option: the listings a visitor can share. */
const ONLINE_STATUS_IDS = sql.join([1, 7], sql`, `);
/** About three shared days a month per listing. */
const SHARE_DAY_CHANCE = 0.1;

const count = async (db: Database, query: ReturnType<typeof sql>): Promise<number> =>
  oneRowOf(z.object({ n: z.number().int() }), await db.execute(query)).n;

export async function seedFacebook(db: Database, now: Date): Promise<{ boosts: number; shares: number }> {
  const bought = sql.join(
    Object.entries(ORDER_PACKAGES.upsell)
      .filter(([, value]) => 'views' in value)
      .map(([code, value]) => sql`(${code}::text, ${(value as { views: number }).views}::int)`),
    sql`, `,
  );
  const at = sql`${now.toISOString()}::timestamptz`;
  // Unpaid boosts have not started; paid ones deliver evenly over the run, 90-100 % of what was
  // bought in the end, with clicks on 1-3 % of the views.
  const boosts = await count(
    db,
    sql`
      with packages(package, views) as (values ${bought}),
      o as (
        select o.id, p.views,
               case when o.paid_at is null then 0::float8
                    else least(1, greatest(0, extract(epoch from (${at} - o.paid_at)) / 86400 / ${BOOST_RUN_DAYS}))
               end as progress,
               ((o.id * 7919 + 13) % 1000003)::float8 / 1000003 as u1,
               ((o.id * 104729 + 7) % 1000003)::float8 / 1000003 as u2
        from orders o join packages p on p.package = o.package
        where o.type = 'upsell'
      ),
      ins as (
        insert into facebook_boosts (order_id, views_delivered, clicks, updated_at)
        select id, delivered, round(delivered * (0.01::float8 + 0.02::float8 * u2))::int, ${at}
        from (select id, u2, floor(views * progress * (0.9::float8 + 0.1::float8 * u1))::int as delivered from o) d
        order by id
        returning 1
      )
      select count(*)::int as n from ins
    `,
  );
  const shares = await count(
    db,
    sql`
      with s as (
        select s.listing_id, s.day,
               ((s.listing_id * 7919 + (s.day - date '2000-01-01') * 104729 + 29) % 1000003)::bigint as x
        from listing_daily_stats s
        join listings l on l.id = s.listing_id
        join users u on u.id = l.user_id
        where u.email = 'agency@example.be' and l.status_id in (${ONLINE_STATUS_IDS}) and s.detail_views > 0
      ),
      up as (
        update listing_daily_stats t
        set facebook_shares = case when s.x % 5 = 0 then 2 else 1 end
        from s
        where t.listing_id = s.listing_id and t.day = s.day
          and ((s.x * 31 + 7) * s.x % 1000003)::float8 / 1000003 < ${SHARE_DAY_CHANCE}::float8
        returning 1
      )
      select count(*)::int as n from up
    `,
  );
  return { boosts, shares };
}
