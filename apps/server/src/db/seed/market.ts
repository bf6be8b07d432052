import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { OTHER_AGENCIES } from './data/agencies';

/** New listings of the last 30 days across Belgium: about 87 a day, as a busy portal sees them. */
export const MARKET_LISTINGS = 2_600;
const MARKET_DAYS = 30;

/**
 * The rest of the portal's market, so that saved searches have something to count and alert about:
 * listings of the other agencies, spread over every locality and the last 30 days. Drawn from a hash
 * of the row number (deterministic, and apart from the seeded random draws of the other steps).
 * "Sale anywhere" comes to about 52 new listings a day (refused), "houses for sale" to about 23 (a
 * warning), a town or two to a handful: every branch of the notification estimate shows.
 */
export async function seedMarket(db: Database, now = new Date()): Promise<void> {
  const owners = OTHER_AGENCIES.map((agency) => agency.email);
  await db.execute(sql`
    with owners as (
      select id, row_number() over (order by id) - 1 as k from users
      where email in (${sql.join(owners, sql`, `)})
    ), places as (
      select zip, name, row_number() over (order by zip, name) - 1 as k, count(*) over () as total from cities
    ), draws as (
      select n,
        abs(hashtext('t' || n)) % 100 as t, abs(hashtext('p' || n)) % 100 as p, abs(hashtext('c' || n)) as c,
        abs(hashtext('v' || n)) % 1000 as v, abs(hashtext('h' || n)) % 24 as h, abs(hashtext('b' || n)) % 5 as b
      from generate_series(1, ${MARKET_LISTINGS}) n
    )
    insert into listings (vlancode, user_id, status_id, transaction_type, property_type, price_cents, zip, city,
      bedrooms, livable_surface, photo_count, url, created_at, updated_at)
    select 'MKT' || lpad(d.n::text, 4, '0'), o.id, case when d.v < 40 then 7 else 1 end,
      case when d.t < 60 then 'sale' else 'rent' end,
      case when d.p < 45 then 'house' when d.p < 85 then 'appartment' when d.p < 92 then 'land' else 'garage' end,
      case when d.t < 60 then (150000 + d.v * 750)::bigint * 100 else (600 + d.v * 2)::bigint * 100 end,
      pl.zip, pl.name, case when d.p >= 85 then null else d.b + 1 end, case when d.p >= 85 then null else 50 + d.v / 4 end,
      5 + d.v % 26, 'https://www.example.be/nl/zoekertje/MKT' || lpad(d.n::text, 4, '0'),
      ${now}::timestamptz - make_interval(days => (d.n % ${MARKET_DAYS})::int, hours => d.h::int),
      ${now}::timestamptz - make_interval(days => (d.n % ${MARKET_DAYS})::int, hours => d.h::int)
    from draws d
    join owners o on o.k = d.n % (select count(*) from owners)
    join places pl on pl.k = d.c % pl.total`);
}
