/**
 * Benchmark (issue 5): the contacts of an agency with 2,000 listings and 100,000 contacts: the list
 * (chronological and grouped) and the Excel export of all 100,000 rows (time, peak memory).
 * `npm run bench:contacts` (PGlite) or with BENCH_DATABASE_URL=postgres://… (an empty database).
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { drain, mib, startBench } from './setup';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const bench = await startBench('Contacts benchmark', Number(process.env.BENCH_LISTINGS ?? 2_000));
const { api, headers, cookie } = bench;

await bench.database.db.execute(sql`
  insert into contacts (listing_id, owner_id, external_id, first_name, last_name, email, phone, message, sent_at)
  select l.id, l.user_id, 'bench-' || g, 'Voornaam' || (g % 500), 'Naam' || (g % 900),
    'lead' || (g % 20000) || '@example.com', '+32 470 ' || lpad((g % 999999)::text, 6, '0'),
    case when g % 1000 = 0 then '=HYPERLINK("http://example.com")' else 'Is dit pand nog beschikbaar? Ik wil graag een bezoek plannen. ' || g end,
    now() - make_interval(mins => g * 5)
  from generate_series(1, ${CONTACTS}) g
  join lateral (select id, user_id from listings where user_id = ${bench.agencyId} and status_id not in (3, 5)
                order by id offset (g % 1500) limit 1) l on true
`);
await bench.database.db.execute(sql`analyze contacts`);
bench.lap(`insert ${CONTACTS} contacts`);

const list = (body: object) => async () => {
  const response = await fetch(`${api}/my-contacts`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`list ${response.status}: ${await response.text()}`);
  const json = (await response.json()) as { paging: { total: number } };
  return `${json.paging.total} rows`;
};
await bench.measure('received, chronological, page 1', list({}));
await bench.measure('received, chronological, page 100', list({ page: 100 }));
await bench.measure('received, grouped by listing, page 1', list({ view: 'byListing' }));

const before = process.memoryUsage().rss;
let detail = '';
const { peak } = await bench.peakRss(async () => {
  const start = performance.now();
  const response = await fetch(`${api}/my-contacts/export`, { headers: { cookie } });
  const { bytes, firstByte } = await drain(response, start);
  detail = `${(performance.now() - start).toFixed(0)} ms, ${mib(bytes)}, first byte ${firstByte.toFixed(0)} ms`;
});

bench.report();
console.log(`\n  export of all ${CONTACTS} contacts (.xlsx, streamed, once): ${detail}`);
console.log(
  `  RSS before the export ${mib(before)}, peak during it ${mib(peak)} (server and database in one process)\n`,
);
await bench.close();
