import { addDays } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { InsertedListing } from './builders/listing-rows';
import type { Random } from './random';

/** Listings shown in my-properties (published, not published, sold/rented, option) have history. */
const STATUSES_WITH_HISTORY = [1, 2, 6, 7];
const HISTORY_DAYS = 365;

/**
 * A year of daily statistics, computed by the database in one statement: weekly seasonality
 * (weekends higher), decaying after the online date, with deterministic noise from the listing id
 * and the day (no random() in SQL).
 */
export async function seedDailyStats(
  db: Database,
  random: Random,
  today: string,
  inserted: readonly InsertedListing[],
): Promise<number> {
  const firstDay = addDays(today, -HISTORY_DAYS);
  const lastDay = addDays(today, -1);
  const plans = inserted.flatMap(({ id, row }) => {
    if (!STATUSES_WITH_HISTORY.includes(row.statusId) || !row.onlineDate) return [];
    const from = row.onlineDate > firstDay ? row.onlineDate : firstDay;
    const until = row.offlineDate && row.offlineDate < lastDay ? row.offlineDate : lastDay;
    if (from > until) return [];
    // Appearances a day at launch: most listings modest, a few very popular.
    const popularity = Math.round(30 + 220 * random() ** 2);
    return [{ id, popularity, from, until, online: row.onlineDate }];
  });
  if (plans.length === 0) return 0;
  const values = sql.join(
    plans.map(
      (plan) =>
        sql`(${plan.id}::int, ${plan.popularity}::int, ${plan.from}::date, ${plan.until}::date, ${plan.online}::date)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with p(listing_id, popularity, first_day, last_day, online_date) as (values ${values}),
    g as (
      select p.listing_id, p.popularity::float8 as popularity, (d::date - p.online_date)::float8 as age,
             d::date as day, extract(isodow from d)::int as dow,
             ((p.listing_id * 7919 + (d::date - date '2000-01-01') * 104729 + 13) % 1000003)::bigint as x
      from p cross join lateral generate_series(p.first_day::timestamp, p.last_day::timestamp, interval '1 day') as d
    ),
    c as (
      select listing_id, day,
             ((x * 31 + 7) * x % 1000003)::float8 / 1000003 as u2,
             ((x * 57 + 3) * x % 1000003)::float8 / 1000003 as u3,
             ((x * 89 + 1) * x % 1000003)::float8 / 1000003 as u4,
             round(popularity * (0.3::float8 + 0.7::float8 * exp(-age / 80))
                   * (case when dow >= 6 then 1.45::float8 when dow = 1 then 1.1::float8 else 1 end)
                   * (0.6::float8 + 0.8::float8 * ((x * x % 1000003)::float8 / 1000003)))::int as appearances
      from g
    ),
    v as (
      select listing_id, day, u3, u4, appearances,
             round(appearances * (0.04::float8 + 0.06::float8 * u2))::int as views
      from c
    )
    insert into listing_daily_stats (listing_id, day, search_appearances, detail_views, mails, phone_requests)
    select listing_id, day, appearances, views,
           floor(views * 0.05::float8 * u3 + u3 * 0.75::float8)::int,
           floor(views * 0.025::float8 * u4 + u4 * 0.55::float8)::int
    from v
  `);
  return (
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
