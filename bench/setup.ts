/**
 * What every benchmark shares: a database (PGlite in memory, or BENCH_DATABASE_URL), the demo data, an
 * agency topped up to a number of listings with a year of daily statistics, the real server on
 * 127.0.0.1, a logged-in session, and a timer that prints median and p95.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@app/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { DEFAULT_POSTGRES_TIMEOUTS } from '../apps/server/src/db/postgres-pool';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed';
import { oneRowOf } from '../apps/server/src/db/sql';
import { localStorage } from '../apps/server/src/storage/local-storage';

export const AGENCY = 'agency@example.be';
export const PRIVATE_USER = 'private@example.be';
export const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 3;
const LABEL_WIDTH = 48;

export interface Bench {
  database: DatabaseHandle;
  agencyId: number;
  /** `http://127.0.0.1:<port>/nl/api/core` */
  api: string;
  cookie: string;
  /** JSON + CSRF + session headers for state-changing calls. */
  headers: Record<string, string>;
  lap(label: string): void;
  measure(label: string, run: () => Promise<string>): Promise<void>;
  /** Samples the process's RSS every 5 ms while `run` runs; answers the peak in bytes. */
  peakRss<T>(run: () => Promise<T>): Promise<{ value: T; peak: number }>;
  report(): void;
  close(): Promise<void>;
}

export async function startBench(
  title: string,
  listings: number,
  /** The built web app to serve (bench/lighthouse.ts); the API alone by default. */
  options: { webDist?: string } = {},
): Promise<Bench> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // Building the data set runs statements far longer than a request's limit.
  const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, statementMs: 0 };
  const database = databaseUrl ? openPostgres(databaseUrl, { timeouts }) : openPglite(null);
  const filesDir = await mkdtemp(join(tmpdir(), 'bench-files-'));
  let step = performance.now();
  const lap = (label: string) => {
    const now = performance.now();
    console.log(`  ${label.padEnd(LABEL_WIDTH)} ${(now - step).toFixed(0).padStart(7)} ms`);
    step = now;
  };

  console.log(`\n${title}: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${listings} listings\n`);
  console.log('Set-up');
  await database.migrate();
  await seedDemo(database.db);
  lap('migrate + demo seed');
  const { agencyId, added } = await topUp(database, listings);
  lap(`top up agency (+${added} listings, a year of stats)`);

  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WORKERS: 'false',
    }),
    webDist: options.webDist ?? '/nonexistent',
  };
  const app = await buildApp(config, { storage: localStorage(filesDir), database });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const api = `${base}/nl/api/core`;
  const cookie = await login(api);
  lap('server up + login');

  const results: Array<{ label: string; median: number; p95: number; detail: string }> = [];
  return {
    database,
    agencyId,
    api,
    cookie,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
    lap,
    async measure(label, run) {
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
    },
    async peakRss(run) {
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      try {
        const value = await run();
        return { value, peak: Math.max(peak, process.memoryUsage().rss) };
      } finally {
        clearInterval(sampler);
      }
    },
    report() {
      console.log(`\nFigures (${RUNS} runs after ${WARMUP} warm-up runs each)`);
      console.log(`  ${'scenario'.padEnd(LABEL_WIDTH)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  detail`);
      for (const { label, median, p95, detail } of results) {
        const figures = `${`${median.toFixed(1)} ms`.padStart(9)} ${`${p95.toFixed(1)} ms`.padStart(9)}`;
        console.log(`  ${label.padEnd(LABEL_WIDTH)} ${figures}  ${detail}`);
      }
    },
    async close() {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** Reads a streamed response to its end: bytes and the time to its first byte. */
export async function drain(
  response: Response,
  start: number,
): Promise<{ bytes: number; firstByte: number }> {
  if (!response.ok || !response.body) throw new Error(`${response.status}: ${await response.text()}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (!firstByte) firstByte = performance.now() - start;
    bytes += (chunk as Uint8Array).byteLength;
  }
  return { bytes, firstByte };
}

/** Logs a demo user in (the agency by default); answers its session cookie. */
export async function login(api: string, email = AGENCY): Promise<string> {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const session = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return session;
}

/** Adds listings to the demo agency until it holds `target`, each with 365 days of statistics. */
async function topUp(database: DatabaseHandle, target: number): Promise<{ agencyId: number; added: number }> {
  const { db } = database;
  const agency = oneRowOf(
    z.object({ id: z.number(), n: z.number() }),
    await db.execute(
      sql`select u.id, count(l.id)::int as n from users u left join listings l on l.user_id = u.id
          where u.email = ${AGENCY} group by u.id`,
    ),
  );
  const missing = Math.max(0, target - agency.n);
  if (missing === 0) return { agencyId: agency.id, added: 0 };
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
  // As after any bulk load (the seed does the same): planner statistics for the new rows.
  await db.execute(sql`analyze`);
  return { agencyId: agency.id, added: missing };
}
