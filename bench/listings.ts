/**
 * Benchmark (issue 4): list, filter and export My properties for an agency with 2,000 listings.
 *
 *   npm run bench                      embedded PGlite (in-process, in memory)
 *   BENCH_DATABASE_URL=postgres://… npm run bench   a PostgreSQL server (the database must be empty)
 *
 * The demo agency is topped up to LISTINGS listings with a year of daily statistics each, the real
 * server listens on 127.0.0.1, and every call goes over HTTP like the browser's. Figures are printed;
 * nothing is asserted (targets are discussed in the README's "Benchmarks").
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@app/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed';
import { localStorage } from '../apps/server/src/storage/local-storage';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 3;
const AGENCY = 'agency@example.be';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = databaseUrl ? openPostgres(databaseUrl) : openPglite(null);
const filesDir = await mkdtemp(join(tmpdir(), 'bench-files-'));

let step = performance.now();
const lap = (label: string) => {
  const now = performance.now();
  console.log(`  ${label.padEnd(48)} ${(now - step).toFixed(0).padStart(7)} ms`);
  step = now;
};

console.log(`\nMy properties benchmark: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${LISTINGS} listings\n`);
console.log('Set-up');
await database.migrate();
await seedDemo(database.db);
lap('migrate + demo seed');
const added = await topUp(LISTINGS);
lap(`top up agency (+${added} listings, a year of stats)`);

const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '1000000' }),
  webDist: '/nonexistent',
};
const app = await buildApp(config, { storage: localStorage(filesDir), database });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const api = `${base}/nl/api/core`;
const cookie = await login();
lap('server up + login');

interface Figures {
  label: string;
  median: number;
  p95: number;
  detail: string;
}
const results: Figures[] = [];

async function measure(label: string, run: () => Promise<string>): Promise<void> {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const times: number[] = [];
  let detail = '';
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    detail = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  results.push({ label, median: at(0.5), p95: at(0.95), detail });
}

const headers = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie };
const list = (body: object) => async () => {
  const response = await fetch(`${api}/my-properties`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`list ${response.status}: ${await response.text()}`);
  const json = (await response.json()) as { paging: { total: number } };
  return `${json.paging.total} matching`;
};

await measure('list: page 1, newest first', list({}));
await measure('list: page 50 of 20', list({ page: 50 }));
await measure('list: 100 per page, by detail views', list({ pageSize: 100, sort: 'detailViews' }));
await measure(
  'filter: published, sale, house+apartment',
  list({
    statusIds: [1],
    transactionTypes: ['sale'],
    propertyTypes: ['house', 'appartment'],
  }),
);
await measure('filter: text search "straat"', list({ q: 'straat' }));
await measure('filter: reference prefix', list({ reference: 'BENCH-1' }));

const rssBeforeExports = process.memoryUsage().rss;
let peakRss = 0;
await measure('export: all listings (.xlsx, streamed)', async () => {
  const before = process.memoryUsage().rss;
  peakRss = Math.max(peakRss, before);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const start = performance.now();
  const response = await fetch(`${api}/my-properties/export`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export ${response.status}: ${await response.text()}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (!firstByte) firstByte = performance.now() - start;
    bytes += (chunk as Uint8Array).byteLength;
  }
  clearInterval(sampler);
  return `${(bytes / 1024).toFixed(0)} KiB, first byte ${firstByte.toFixed(0)} ms`;
});

console.log(`\nFigures (${RUNS} runs after ${WARMUP} warm-up runs each)`);
console.log(`  ${'scenario'.padEnd(48)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  detail`);
for (const { label, median, p95, detail } of results) {
  console.log(
    `  ${label.padEnd(48)} ${`${median.toFixed(1)} ms`.padStart(9)} ${`${p95.toFixed(1)} ms`.padStart(9)}  ${detail}`,
  );
}
console.log(`\n  RSS of the process before the exports: ${(rssBeforeExports / 1024 / 1024).toFixed(0)} MiB`);
console.log(
  `  peak RSS of the process (server + ${databaseUrl ? 'pg client' : 'PGlite'}) during exports: ${(peakRss / 1024 / 1024).toFixed(0)} MiB\n`,
);

await app.close();
await database.close();
await rm(filesDir, { recursive: true, force: true });

async function login(): Promise<string> {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email: AGENCY, password: DEMO_PASSWORD }),
  });
  const session = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return session;
}

/** Adds listings to the demo agency until it holds `target`, each with 365 days of statistics. */
async function topUp(target: number): Promise<number> {
  const { db } = database;
  const rows = (await db.execute(
    sql`select u.id, count(l.id)::int as n from users u left join listings l on l.user_id = u.id
        where u.email = ${AGENCY} group by u.id`,
  )) as unknown as { rows: Array<{ id: number; n: number }> };
  const agency = rows.rows[0]!;
  const missing = Math.max(0, target - agency.n);
  if (missing === 0) return 0;
  await db.execute(sql`
    insert into listings (vlancode, user_id, status_id, transaction_type, property_type, your_reference,
      price_cents, street, house_number, zip, city, livable_surface, bedrooms, url, description,
      online_date, offline_date, rating, photo_count, created_at)
    select 'BN' || chr(65 + (g % 26)) || lpad(g::text, 4, '0'), ${agency.id},
      (array[1, 1, 1, 2, 6, 7])[1 + g % 6],
      (array['sale', 'sale', 'rent', 'publicSale'])[1 + g % 4],
      (array['house', 'appartment', 'land', 'garage', 'commercial', 'studentHouse'])[1 + g % 6],
      'BENCH-' || g, case when g % 4 = 2 then (600 + g % 900) * 100 else (150000 + (g * 7919) % 600000) * 100 end,
      (array['Kerkstraat', 'Stationsstraat', 'Rue de la Gare', 'Dorpsstraat', 'Avenue Louise'])[1 + g % 5],
      (1 + g % 180)::text, (1000 + (g * 37) % 8900)::text, 'Gemeente ' || (g % 300), 60 + g % 240, g % 6,
      'https://www.example.be/nl/zoekertje/BN' || g,
      jsonb_build_object('nl', 'Ruime woning ' || g, 'fr', 'Bien spacieux ' || g, 'en', null),
      current_date - (g % 365), current_date + 90 - (g % 60), g % 6, g % 25,
      now() - make_interval(days => g % 365)
    from generate_series(1, ${missing}) g
  `);
  await db.execute(sql`
    insert into listing_daily_stats (listing_id, day, search_appearances, detail_views, mails, phone_requests)
    select l.id, d::date, 20 + (l.id * 13 + extract(doy from d)::int) % 80, (l.id + extract(doy from d)::int) % 9,
      case when (l.id + extract(doy from d)::int) % 17 = 0 then 1 else 0 end,
      case when (l.id + extract(doy from d)::int) % 29 = 0 then 1 else 0 end
    from listings l, generate_series(current_date - 364, current_date, interval '1 day') d
    where l.user_id = ${agency.id} and l.your_reference like 'BENCH-%'
  `);
  return missing;
}
