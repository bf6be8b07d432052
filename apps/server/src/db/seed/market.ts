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
      bedrooms, livable_surface, photo_count, url, created_at, updated_at, online_date, description)
    select 'MKT' || lpad(d.n::text, 4, '0'), o.id, case when d.v < 40 then 7 else 1 end,
      case when d.t < 60 then 'sale' else 'rent' end,
      case when d.p < 45 then 'house' when d.p < 85 then 'appartment' when d.p < 92 then 'land' else 'garage' end,
      case when d.t < 60 then (150000 + d.v * 750)::bigint * 100 else (600 + d.v * 2)::bigint * 100 end,
      pl.zip, pl.name, case when d.p >= 85 then null else d.b + 1 end, case when d.p >= 85 then null else 50 + d.v / 4 end,
      5 + d.v % 26, 'https://www.example.be/nl/zoekertje/MKT' || lpad(d.n::text, 4, '0'),
      ${now}::timestamptz - make_interval(days => (d.n % ${MARKET_DAYS})::int, hours => d.h::int),
      ${now}::timestamptz - make_interval(days => (d.n % ${MARKET_DAYS})::int, hours => d.h::int),
      ((${now}::timestamptz - make_interval(days => (d.n % ${MARKET_DAYS})::int, hours => d.h::int))
        at time zone 'Europe/Brussels')::date,
      -- Every listing in Dutch, most in French, some in English: what "the usual languages" compare with.
      jsonb_build_object('nl', 'Omschrijving ' || d.n, 'fr', case when d.v % 10 < 7 then 'Description ' || d.n end,
                         'en', case when d.v % 10 < 3 then 'Description ' || d.n end)
    from draws d
    join owners o on o.k = d.n % (select count(*) from owners)
    join places pl on pl.k = d.c % pl.total`);
  // What visitors did with them since they went online, as one day's roll-up each: the market
  // comparison (decision 086) reads lifetime totals per day online, 0 to 6 detail views a day.
  await db.execute(sql`
    insert into listing_daily_stats (listing_id, day, search_appearances, detail_views, mails, phone_requests)
    select l.id, l.online_date, spent.days * (5 + abs(hashtext('ms' || l.id)) % 40),
           (spent.days * (abs(hashtext('mv' || l.id)) % 61) / 10)::int,
           (spent.days * (abs(hashtext('mm' || l.id)) % 5) / 10)::int,
           (spent.days * (abs(hashtext('mp' || l.id)) % 3) / 10)::int
    from listings l
    cross join lateral (
      select (${now}::timestamptz at time zone 'Europe/Brussels')::date - l.online_date + 1 as days
    ) spent
    where l.vlancode like 'MKT%'`);
}

/** Sales the other agencies closed over the last two years, for the valuations' comparables. */
export const SOLD_LISTINGS = 2_400;
const SOLD_DAYS = 730;

/**
 * The other agencies' sold houses and flats (status 6) of the last two years in Brussels, Flanders
 * and Flemish Brabant (postcodes 1000–3999 and 8000–9999), about 3.3 a day: what the valuations
 * (decision 025) compare with. Prices per m² follow a gradient from the cities (Brussels, Gent,
 * Antwerpen, Leuven) outwards. Wallonia and the German-speaking East have only the market's listings
 * of the last month, so an estimate there may honestly lack data. De Smet Vastgoed sells none (its
 * listings are counted by the products' tests).
 */
export async function seedSoldMarket(db: Database, now = new Date()): Promise<void> {
  const owners = OTHER_AGENCIES.map((agency) => agency.email).filter(
    (email) => email !== 'info@desmetvastgoed.be',
  );
  await db.execute(sql`
    with owners as (
      select id, row_number() over (order by id) - 1 as k from users
      where email in (${sql.join(owners, sql`, `)})
    ), places as (
      select zip, name, row_number() over (order by zip, name) - 1 as k, count(*) over () as total from cities
      where zip < '4000' or zip >= '8000'
    ), draws as (
      select n, abs(hashtext('sp' || n)) % 100 as p, abs(hashtext('sc' || n)) as c,
        abs(hashtext('ss' || n)) % 1000 as s, abs(hashtext('sm' || n)) % 900 as m,
        abs(hashtext('sd' || n)) % ${SOLD_DAYS} as d, abs(hashtext('sb' || n)) % 4 as b
      from generate_series(1, ${SOLD_LISTINGS}) n
    ), sold as (
      select d.n, d.d, d.b, o.id as owner, pl.zip, pl.name,
        case when d.p < 55 then 'house' else 'appartment' end as type,
        case when d.p < 55 then 90 + d.s / 6 else 45 + d.s / 12 end as surface,
        -- euro per m²: dearer in and around the big cities
        case when left(pl.zip, 2) in ('10', '11', '12', '20', '21', '30', '90') then 3000
             when left(pl.zip, 1) in ('1', '2', '3', '9') then 2500 else 2200 end + d.m as per_m2
      from draws d
      join owners o on o.k = d.n % (select count(*) from owners)
      join places pl on pl.k = d.c % pl.total
    )
    insert into listings (vlancode, user_id, status_id, transaction_type, property_type, price_cents, zip, city,
      bedrooms, livable_surface, photo_count, url, created_at, updated_at)
    select 'SLD' || lpad(s.n::text, 4, '0'), s.owner, 6, 'sale', s.type,
      (round(s.surface * s.per_m2 / 1000.0) * 1000)::bigint * 100, s.zip, s.name,
      case when s.type = 'house' then 2 + s.b else 1 + s.b % 3 end, s.surface, 8,
      'https://www.example.be/nl/zoekertje/SLD' || lpad(s.n::text, 4, '0'),
      ${now}::timestamptz - make_interval(days => (s.d + 90)::int),
      ${now}::timestamptz - make_interval(days => s.d::int)
    from sold s`);
}
