/**
 * `npm run bench:data`: a data set the size of the Belgian market (issue 14), apart from the demo seed,
 * in its own PostgreSQL database (BENCH_MARKET_DB, default `bench_market`, dropped and made anew) on
 * the server of BENCH_DATABASE_URL. The demo data first (its agency, agency@example.be with the demo
 * password, is the largest agency), then, through COPY:
 *
 * - 15,000 agencies in all;
 * - 200,000 listings, 3,000 of them the largest agency's, the rest spread unevenly (a few large
 *   agencies, many small ones);
 * - 1,000,000 contacts, 150,000 of them to the largest agency, some sent again by the same person
 *   within the repeat window (one lead);
 * - daily statistics for every day each listing was online in the last year: the largest agency's
 *   listings all year, the others 20 to 365 days (about 20 million rows).
 *
 * BENCH_SCALE (default 1) scales every count except the demo data, for a quick run. Deterministic: the
 * same scale gives the same rows.
 *
 * Contacts and daily statistics, nine tenths of the time, are written by BENCH_COPY_STREAMS (default 2)
 * COPY statements at once, each for its own agencies: the roll-up triggers run once per statement, in
 * one backend, so one stream kept one core busy and left the other idle. Each stream draws every row
 * and keeps its agencies', so the rows are those of one stream; only the contacts' ids interleave.
 */
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openPostgres } from '../apps/server/src/db/client';
import { DEFAULT_POSTGRES_TIMEOUTS } from '../apps/server/src/db/postgres-pool';
import { brusselsToday } from '@app/contract';
import { computeMarket } from '../apps/server/src/db/market';
import { seedDemo } from '../apps/server/src/db/seed';
import { pick, prng as random } from '../apps/server/src/db/seed/random';
import { AGENCY } from './setup';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error('Set BENCH_DATABASE_URL=postgres://… (a PostgreSQL server; a database is made on it)');
  process.exit(2);
}
const DATABASE = process.env.BENCH_MARKET_DB ?? 'bench_market';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`not a plain database name: ${DATABASE}`);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (count: number) => Math.max(1, Math.round(count * SCALE));

const AGENCIES = scaled(15_000);
const LISTINGS = scaled(200_000);
const CONTACTS = scaled(1_000_000);
const LARGEST_LISTINGS = scaled(3_000);
const LARGEST_CONTACTS = scaled(150_000);
const DAYS = 365;
const STREAMS = Math.max(1, Number(process.env.BENCH_COPY_STREAMS ?? 2));
/** Rows per COPY chunk: big enough to keep the stream busy, small enough to stay out of the way. */
const CHUNK = 5_000;

/** COPY's text format: tab-separated, `\N` for null; the generated values never hold tabs or newlines. */
const line = (values: Array<string | number | boolean | null>) =>
  `${values.map((value) => (value === null ? '\\N' : String(value))).join('\t')}\n`;

/** Streams `rows` into `table` with COPY, CHUNK lines per write. */
async function copy(
  client: pg.Client,
  table: string,
  columns: string[],
  rows: Iterable<Array<string | number | boolean | null>>,
): Promise<number> {
  let count = 0;
  function* chunks() {
    let buffer = '';
    let inBuffer = 0;
    for (const row of rows) {
      buffer += line(row);
      count += 1;
      inBuffer += 1;
      if (inBuffer === CHUNK) {
        yield buffer;
        buffer = '';
        inBuffer = 0;
      }
    }
    if (buffer) yield buffer;
  }
  const target = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunks()), target);
  return count;
}

/**
 * COPY in STREAMS statements at once, each on its own connection: `rows(keep)` yields the rows of the
 * agencies `keep` accepts. Agencies are split by id, so no two streams' triggers touch the same
 * roll-up rows (they are all per agency or per listing) and none waits on another's row locks.
 */
async function copyInStreams(
  table: string,
  columns: string[],
  rows: (keep: (agency: number) => boolean) => Iterable<Array<string | number | boolean | null>>,
): Promise<number> {
  const counts = await Promise.all(
    Array.from({ length: STREAMS }, async (_, stream) => {
      const connection = new pg.Client({ connectionString: url.toString() });
      await connection.connect();
      try {
        return await copy(
          connection,
          table,
          columns,
          rows((agency) => agency % STREAMS === stream),
        );
      } finally {
        await connection.end();
      }
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

const started = performance.now();
let lapStart = started;
function lap(label: string, rows?: number) {
  const now = performance.now();
  const detail = rows === undefined ? '' : `${rows.toLocaleString('en')} rows`;
  console.log(`  ${label.padEnd(40)} ${((now - lapStart) / 1000).toFixed(1).padStart(7)} s  ${detail}`);
  lapStart = now;
}

console.log(`\nMarket data set (scale ${SCALE}) in database ${DATABASE}\n`);
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${DATABASE}`;

// Building the data set runs statements far longer than a request's limit.
const database = openPostgres(url.toString(), { timeouts: { ...DEFAULT_POSTGRES_TIMEOUTS, statementMs: 0 } });
await database.migrate();
await seedDemo(database.db);
await database.close();
lap('migrate + demo seed');

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const one = async <T>(text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows[0] as T;
const largest = await one<{ id: number; listings: number; contacts: number }>(
  `select u.id, (select count(*)::int from listings where user_id = u.id) as listings,
          (select count(*)::int from contacts where owner_id = u.id) as contacts
   from users u where u.email = $1`,
  [AGENCY],
);
const existingAgencies = (await one<{ n: number }>(`select count(*)::int as n from users where is_pro`)).n;
const existingListings = (await one<{ n: number }>(`select count(*)::int as n from listings`)).n;
const existingContacts = (await one<{ n: number }>(`select count(*)::int as n from contacts`)).n;
const places = (await client.query<{ zip: string; name: string }>(`select zip, name from cities order by id`))
  .rows;

// Agencies: the demo's professionals, then market agencies up to AGENCIES.
const newAgencies = Math.max(0, AGENCIES - existingAgencies);
const agencyRows = copy(
  client,
  'users',
  ['email', 'status', 'is_pro', 'company_name', 'customer_type', 'language', 'postcode', 'city'],
  (function* () {
    const draw = random(1);
    for (let n = 1; n <= newAgencies; n += 1) {
      const place = pick(draw, places);
      const lang = place.zip >= '4000' && place.zip < '8000' ? 'fr' : 'nl';
      yield [
        `market-${n}@agencies.example.be`,
        1,
        true,
        `Immo Markt ${n}`,
        'agency',
        lang,
        place.zip,
        place.name,
      ];
    }
  })(),
);
lap('agencies', await agencyRows);
const others = (
  await client.query<{ id: number }>(`select id from users where is_pro and id <> $1 order by id`, [
    largest.id,
  ])
).rows.map((row) => row.id);

// Listings: the largest agency up to LARGEST_LISTINGS; the rest over the other agencies, unevenly
// (a Pareto-like share: a few have hundreds, most a handful).
const ownerOf: number[] = [];
for (let n = 0; n < Math.max(0, LARGEST_LISTINGS - largest.listings); n += 1) ownerOf.push(largest.id);
const remaining = Math.max(0, LISTINGS - existingListings - ownerOf.length);
{
  const draw = random(2);
  const weights = others.map(() => 1 / Math.pow(draw() + 0.02, 0.9));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let given = 0;
  others.forEach((id, k) => {
    const share = k === others.length - 1 ? remaining - given : Math.floor((weights[k]! / total) * remaining);
    for (let n = 0; n < share; n += 1) ownerOf.push(id);
    given += share;
  });
}
const TRANSACTIONS = ['sale', 'sale', 'sale', 'rent', 'rent', 'publicSale'];
const TYPES = ['house', 'house', 'appartment', 'appartment', 'land', 'garage', 'commercial'];
const STATUSES = [1, 1, 1, 1, 1, 2, 6, 7];
const today = new Date();
const isoDay = (daysAgo: number) => new Date(+today - daysAgo * 86_400_000).toISOString().slice(0, 10);
const letter = (k: number) => String.fromCharCode(65 + (k % 26));
const taken = new Set(
  (await client.query<{ vlancode: string }>(`select vlancode from listings`)).rows.map((row) => row.vlancode),
);
const listingCount = copy(
  client,
  'listings',
  [
    'vlancode',
    'user_id',
    'status_id',
    'transaction_type',
    'property_type',
    'your_reference',
    'price_cents',
    'street',
    'house_number',
    'zip',
    'city',
    'livable_surface',
    'bedrooms',
    'url',
    'online_date',
    'photo_count',
    'created_at',
  ],
  (function* () {
    const draw = random(3);
    let serial = 0;
    for (let n = 0; n < ownerOf.length; n += 1) {
      // Three capital letters and four digits, skipping the demo's codes.
      let code: string;
      do {
        code = `X${letter(Math.floor(serial / 260_000))}${letter(Math.floor(serial / 10_000))}${String(serial % 10_000).padStart(4, '0')}`;
        serial += 1;
      } while (taken.has(code));
      const transaction = pick(draw, TRANSACTIONS);
      const type = pick(draw, TYPES);
      const place = pick(draw, places);
      const age = Math.floor(draw() * DAYS);
      const price =
        transaction === 'rent' ? 500 + Math.floor(draw() * 2_000) : 120_000 + Math.floor(draw() * 900_000);
      yield [
        code,
        ownerOf[n]!,
        pick(draw, STATUSES),
        transaction,
        type,
        `REF-${n}`,
        price * 100,
        'Marktstraat',
        String(1 + (n % 200)),
        place.zip,
        place.name,
        type === 'land' || type === 'garage' ? null : 50 + Math.floor(draw() * 250),
        type === 'house' || type === 'appartment' ? 1 + Math.floor(draw() * 5) : null,
        `https://www.example.be/nl/zoekertje/${code}`,
        isoDay(age),
        Math.floor(draw() * 30),
        `${isoDay(age)}T09:00:00Z`,
      ];
    }
  })(),
);
lap('listings', await listingCount);
const listings = (
  await client.query<{ id: number; user_id: number }>(`select id, user_id from listings order by id`)
).rows;
// The demo's listings have their statistics already.
const newListings = listings.slice(existingListings);
const largestListings = listings.filter((listing) => listing.user_id === largest.id);
const otherListings = listings.filter((listing) => listing.user_id !== largest.id);

// Contacts: LARGEST_CONTACTS to the largest agency, the rest to the others' listings. One in five is
// sent again by the same person a few minutes later (the same lead).
const contactCount = copyInStreams(
  'contacts',
  [
    'listing_id',
    'owner_id',
    'external_id',
    'first_name',
    'last_name',
    'email',
    'phone',
    'message',
    'sent_at',
  ],
  function* (keep) {
    const draw = random(4);
    const target = Math.max(0, CONTACTS - existingContacts);
    const toLargest = Math.max(0, LARGEST_CONTACTS - largest.contacts);
    let n = 0;
    while (n < target) {
      const pool = n < toLargest ? largestListings : otherListings;
      const listing = pick(draw, pool);
      const person = Math.floor(draw() * 400_000);
      const sent = +today - Math.floor(draw() * DAYS * 86_400_000);
      const repeats = draw() < 0.2 ? 2 : 1;
      for (let r = 0; r < repeats && n < target; r += 1, n += 1) {
        if (!keep(listing.user_id)) continue;
        yield [
          listing.id,
          listing.user_id,
          `market-${n}`,
          'Koper',
          `Nummer ${person}`,
          `koper.${person}@example.be`,
          '+32 470 00 00 00',
          'Is deze woning nog beschikbaar? Graag een bezoek.',
          new Date(sent + r * 7 * 60_000).toISOString(),
        ];
      }
    }
  },
);
lap('contacts', await contactCount);

// Daily statistics for the days each new listing was online: the largest agency's all year.
const statCount = copyInStreams(
  'listing_daily_stats',
  ['listing_id', 'day', 'search_appearances', 'detail_views', 'mails', 'phone_requests'],
  function* (keep) {
    const draw = random(5);
    const days = Array.from({ length: DAYS }, (_, k) => isoDay(k));
    for (const listing of newListings) {
      const online =
        listing.user_id === largest.id ? DAYS : 20 + Math.floor(Math.pow(draw(), 3) * (DAYS - 20));
      const kept = keep(listing.user_id);
      for (let k = online - 1; k >= 0; k -= 1) {
        const appearances = Math.floor(draw() * 120);
        const row = [
          listing.id,
          days[k]!,
          appearances,
          Math.floor(appearances * draw() * 0.15),
          draw() < 0.05 ? 1 : 0,
          draw() < 0.03 ? 1 : 0,
        ];
        if (kept) yield row;
      }
    }
  },
);
lap('daily statistics', await statCount);

// A database in service has been vacuumed: visibility maps let counts run on indexes alone.
await client.query('vacuum analyze');
lap('vacuum analyze');

// The nightly market job (decision 086) over the whole market: My properties reads its rows.
const marketDb = openPostgres(url.toString(), { timeouts: { ...DEFAULT_POSTGRES_TIMEOUTS, statementMs: 0 } });
const measured = await computeMarket(marketDb.db, brusselsToday());
await marketDb.close();
lap('market job (listings measured)', measured);
const counts = await one<Record<string, number>>(
  `select
  (select count(*)::int from users where is_pro) as agencies,
  (select count(*)::int from listings) as listings,
  (select count(*)::int from contacts) as contacts,
  (select count(*)::int from listing_daily_stats) as daily_stats,
  (select count(*)::int from listings where user_id = $1) as largest_listings,
  (select count(*)::int from contacts where owner_id = $1) as largest_contacts`,
  [largest.id],
);
await client.end();
console.log(
  `\n  ${Object.entries(counts)
    .map(([key, value]) => `${key} ${value.toLocaleString('en')}`)
    .join(', ')}`,
);
console.log(`  total ${((performance.now() - started) / 1000 / 60).toFixed(1)} min (target under 15)`);
