/**
 * Benchmark (issue 12): valuations on a market the size of Belgium's.
 * - An estimate request (POST my-valuations/requests) over 200,000 listings: target p95 100 ms on
 *   PostgreSQL, in a dense city, a town and a thin area.
 * - The quarterly update of 50,000 valuations (the job's own function, with a fixed clock): target 2 minutes.
 * `npm run bench:valuations` (PGlite) or with BENCH_DATABASE_URL=postgres://… (an empty database).
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { oneRowOf } from '../apps/server/src/db/sql';
import { runQuarterlyUpdate } from '../apps/server/src/modules/valuations/valuations.service';
import { mib, startBench } from './setup';

const LISTINGS = Number(process.env.BENCH_MARKET ?? 200_000);
const VALUATIONS = Number(process.env.BENCH_VALUATIONS ?? 50_000);

const bench = await startBench('Valuations benchmark', 0);
const { api, database, headers } = bench;
const { db } = database;

// The market: listings of every type and transaction over 30 months across every locality; about
// half of them sales of houses and flats that an estimate may compare with.
const owners = await db.execute(sql`select id from users where is_pro and email <> 'agency@example.be'`);
const ownerIds = z.array(z.object({ id: z.number() })).parse((owners as { rows: unknown[] }).rows);
await db.execute(sql`
  with places as (select zip, name, row_number() over (order by id) - 1 as k, count(*) over () as total from cities),
  owners as (select id, row_number() over (order by id) - 1 as k from users
             where id in (${sql.join(
               ownerIds.map((owner) => sql`${owner.id}`),
               sql`, `,
             )}))
  insert into listings (vlancode, user_id, status_id, transaction_type, property_type, price_cents, zip, city,
    bedrooms, livable_surface, photo_count, url, created_at, updated_at)
  select 'BV' || lpad(g::text, 7, '0'), o.id, (array[1, 1, 1, 2, 6, 6, 7])[1 + g % 7],
    case when g % 5 < 3 then 'sale' else 'rent' end,
    (array['house', 'house', 'appartment', 'appartment', 'land', 'garage'])[1 + g % 6],
    case when g % 5 < 3 then (60 + g % 180) * (1800 + abs(hashtext('m' || g)) % 1800)::bigint * 100
         else (600 + g % 1500)::bigint * 100 end,
    p.zip, p.name, 1 + g % 5, 60 + g % 180, 8, 'https://www.example.be/nl/zoekertje/BV' || g,
    now() - make_interval(days => (abs(hashtext('c' || g)) % 900)::int),
    now() - make_interval(days => (abs(hashtext('u' || g)) % 900)::int)
  from generate_series(1, ${LISTINGS}) g
  join places p on p.k = abs(hashtext('z' || g)) % p.total
  join owners o on o.k = g % (select count(*) from owners)`);
await db.execute(sql`vacuum analyze listings`);
const { total } = oneRowOf(
  z.object({ total: z.number() }),
  await db.execute(sql`select count(*)::int as total from listings`),
);
bench.lap(`market of ${total} listings, vacuum`);

const ask = (postcode: string, city: string, propertyType: string) => async () => {
  const response = await fetch(`${api}/my-valuations/requests`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      street: 'Benchstraat',
      number: '1',
      postcode,
      city,
      propertyType,
      livableSurface: 140,
      bedrooms: 3,
      buildYear: 1990,
    }),
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as {
    data: { estimate: { value: number | null; comparableCount: number; radiusKm: number } };
  };
  const { value, comparableCount, radiusKm } = data.estimate;
  return `${value === null ? 'not enough data' : `€ ${value}`}, ${comparableCount} comparables within ${radiusKm} km`;
};
await bench.measure('estimate: house in Gent (9000)', ask('9000', 'Gent', 'house'));
await bench.measure('estimate: flat in Leuven (3000)', ask('3000', 'Leuven', 'appartment'));
await bench.measure('estimate: house in Bütgenbach (4750)', ask('4750', 'Bütgenbach', 'house'));
await bench.measure('estimate: flat in Bouillon (6830)', ask('6830', 'Bouillon', 'appartment'));
bench.report();

// 50,000 valuations across Belgium, each estimated last quarter.
await db.execute(sql`
  with places as (select zip, min(name) as name, row_number() over (order by zip) - 1 as k, count(*) over () as total
                  from cities group by zip),
  inserted as (
    insert into valuations (user_id, street, house_number, postcode, city, property_type, livable_surface, bedrooms,
                            build_year, consent_to_contact, created_at)
    select ${bench.agencyId}, 'Benchstraat', g::text, p.zip, p.name,
      case when g % 2 = 0 then 'house' else 'appartment' end, 60 + g % 160, 1 + g % 4, 1950 + g % 70, false,
      now() - interval '200 days'
    from generate_series(1, ${VALUATIONS}) g join places p on p.k = abs(hashtext('v' || g)) % p.total
    returning id
  )
  insert into valuation_estimates (valuation_id, estimated_on, value_cents, comparable_count, radius_km, comparables)
  select id, current_date - 100, (250000 + id % 200000)::bigint * 100, 8, 5, '[]'::jsonb from inserted`);
await db.execute(sql`vacuum analyze valuations`);
await db.execute(sql`vacuum analyze valuation_estimates`);
bench.lap(`${VALUATIONS} valuations estimated last quarter`);

/** The first day of the next quarter, 05:00 in Brussels (04:00 UTC in winter, 03:00 in summer). */
const today = new Date();
const month = today.getUTCMonth() - (today.getUTCMonth() % 3) + 3;
const quarter = new Date(Date.UTC(today.getUTCFullYear() + Math.floor(month / 12), month % 12, 1, 4));
const rssBefore = process.memoryUsage().rss;
const start = performance.now();
const { value, peak } = await bench.peakRss(() =>
  runQuarterlyUpdate({ db, publicUrl: 'http://127.0.0.1' }, quarter),
);
const seconds = (performance.now() - start) / 1000;
console.log('\nQuarterly update (one run, fixed clock)');
console.log(
  `  ${`${value.updated} valuations re-estimated`.padEnd(40)} ${`${seconds.toFixed(1)} s`.padStart(9)} ` +
    `(target 120 s: ${seconds <= 120 ? 'met' : 'MISSED'})  ${value.mailed} owners mailed, memory +${mib(Math.max(0, peak - rssBefore))}`,
);
const again = performance.now();
const second = await runQuarterlyUpdate({ db, publicUrl: 'http://127.0.0.1' }, quarter);
console.log(
  `  ${'the same quarter again'.padEnd(40)} ${`${((performance.now() - again) / 1000).toFixed(1)} s`.padStart(9)}  ${second.updated} re-estimated\n`,
);
await bench.close();
