/**
 * Benchmark (issue 10): saved searches and saved properties.
 * - The lists of a user with 200 saved searches and 200 saved properties (p95 target 50 ms).
 * - A day of the portal (2,000 new listings) against 100,000 saved searches of 20,000 users: the
 *   matching job (target 10 s), the real-time e-mails, and the digest for all users (target 30 s),
 *   with the memory growth (target 200 MB); then the retention job a month later, and what it removes.
 * `npm run bench:saved-searches` (PGlite) or with BENCH_DATABASE_URL=postgres://… (an empty database).
 * The script sets NODE_ENV=production, as the Docker image does: React's development build renders
 * mails several times slower, and production never runs it.
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { RETENTION } from '@app/contract';
import { removeExpired } from '../apps/server/src/db/retention';
import { oneRowOf, rowsOf } from '../apps/server/src/db/sql';
import { messageOf, StoredMail } from '../apps/server/src/mail/stored-mail';
import {
  matchNewListings,
  sendDigests,
  sendRealtimeAlerts,
} from '../apps/server/src/modules/saved-searches/alert-sending';
import { mib, startBench } from './setup';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const NEW_LISTINGS = Number(process.env.BENCH_NEW_LISTINGS ?? 2_000);
const PER_USER = 200;

const bench = await startBench('Saved searches benchmark', Number(process.env.BENCH_LISTINGS ?? 0));
const { api, cookie, database } = bench;
const { db } = database;

// The agency's own 200 searches and 200 saved properties (other owners' listings).
await db.execute(sql`
  insert into saved_searches (user_id, name, transaction_type, property_types, postcodes, price_max_cents,
    email_digest, email_notification, unsubscribe_token, created_at)
  select ${bench.agencyId}, 'Zoekopdracht ' || g, case when g % 3 = 0 then 'rent' else 'sale' end,
    case when g % 2 = 0 then '{house}'::text[] else '{appartment,house}'::text[] end,
    array[(select zip from cities order by id offset (g * 7) % 1000 limit 1)], (200000 + g * 1000)::bigint * 100,
    g % 2 = 0, case when g % 4 = 0 then 'on' else 'off' end, md5('own' || g), now() - make_interval(days => g % 60)
  from generate_series(1, ${PER_USER}) g`);
await db.execute(sql`
  insert into bookmarks (user_id, listing_id, price_cents_when_saved, note, rating, created_at)
  select ${bench.agencyId}, l.id, l.price_cents, case when l.id % 3 = 0 then 'Notitie ' || l.id end,
    case when l.id % 2 = 0 then 1 + l.id % 5 end, now() - make_interval(hours => l.id % 500)
  from (select id, price_cents from listings where user_id <> ${bench.agencyId} and status_id in (1, 7)
        order by id limit ${PER_USER}) l
  on conflict do nothing`);
await db.execute(sql`analyze saved_searches`);
await db.execute(sql`analyze bookmarks`);
bench.lap(`${PER_USER} saved searches and saved properties`);

const get = (path: string) => async () => {
  const response = await fetch(`${api}/${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const json = (await response.json()) as { paging: { total: number } };
  return `${json.paging.total} in all`;
};
await bench.measure('GET my-saved-searches, page 1', get('my-saved-searches'));
await bench.measure('GET my-saved-searches, page 10', get('my-saved-searches?page=10'));
await bench.measure('GET my-bookmarks, page 1', get('my-bookmarks'));
await bench.measure('GET my-bookmarks, by price, page 5', get('my-bookmarks?sort=priceLow&page=5'));

// 100,000 searches of 20,000 users, every one with an alert on.
await db.execute(sql`
  insert into users (email, status, language)
  select 'bench-user-' || g || '@example.com', 1, (array['nl', 'fr', 'en'])[1 + g % 3]
  from generate_series(1, ${USERS}) g`);
await db.execute(sql`
  with places as (select zip, row_number() over (order by id) - 1 as k, count(*) over () as total from cities),
  bench_users as (select id, row_number() over (order by id) - 1 as k from users where email like 'bench-user-%')
  insert into saved_searches (user_id, name, transaction_type, property_types, postcodes, price_max_cents,
    bedrooms_min, email_digest, email_notification, push_notification, unsubscribe_token, created_at)
  select u.id, 'Zoekopdracht ' || g, case when g % 3 = 0 then 'rent' else 'sale' end,
    case g % 3 when 0 then '{}'::text[] when 1 then '{house}'::text[] else '{appartment}'::text[] end,
    array[p1.zip, p2.zip], case when g % 3 = 0 then (800 + g % 1500)::bigint * 100 else (150000 + (g % 60) * 10000)::bigint * 100 end,
    case when g % 5 = 0 then 2 end, g % 2 = 0, case when g % 2 = 1 then 'on' else 'off' end,
    case when g % 5 = 0 then 'on' else 'off' end, md5('bench' || g), now() - interval '10 days'
  from generate_series(1, ${SEARCHES}) g
  join bench_users u on u.k = g % ${USERS}
  join places p1 on p1.k = abs(hashtext('a' || g)) % p1.total
  join places p2 on p2.k = abs(hashtext('b' || g)) % p2.total`);
await db.execute(sql`analyze users`);
await db.execute(sql`analyze saved_searches`);
bench.lap(`${SEARCHES} saved searches of ${USERS} users`);

// A day of the portal: new listings across Belgium, after the cursor.
const now = new Date();
await db.execute(sql`insert into alert_cursor (id, matched_until) values (1, ${now}::timestamptz - interval '1 day')
  on conflict (id) do update set matched_until = excluded.matched_until`);
await db.execute(sql`delete from alert_matches`);
await db.execute(sql`
  with places as (select zip, name, row_number() over (order by id) - 1 as k, count(*) over () as total from cities)
  insert into listings (vlancode, user_id, status_id, transaction_type, property_type, price_cents, zip, city,
    bedrooms, livable_surface, photo_count, url, created_at, updated_at)
  select 'BN' || chr(65 + g % 26) || lpad((g % 10000)::text, 4, '0'), ${bench.agencyId}, 1,
    case when g % 3 = 0 then 'rent' else 'sale' end, case when g % 2 = 0 then 'house' else 'appartment' end,
    case when g % 3 = 0 then (700 + g % 1500)::bigint * 100 else (120000 + g * 300)::bigint * 100 end,
    p.zip, p.name, 1 + g % 4, 60 + g % 200, 10, 'https://www.example.be/nl/zoekertje/BN' || g,
    ${now}::timestamptz - make_interval(mins => g % 1400), ${now}::timestamptz - make_interval(mins => g % 1400)
  from generate_series(1, ${NEW_LISTINGS}) g
  join places p on p.k = abs(hashtext('n' || g)) % p.total`);
// What autovacuum does to a table after a bulk load. Without it the first run pays for setting the hint
// bits of 100,000 freshly loaded searches (12 s instead of 1.6 s on PostgreSQL), a cost no production
// table that has existed for a day still carries.
await db.execute(sql`vacuum analyze saved_searches`);
await db.execute(sql`vacuum analyze listings`);
bench.lap(`${NEW_LISTINGS} new listings, vacuum`);

const timed = async <T>(run: () => Promise<T>) => {
  const rssBefore = process.memoryUsage().rss;
  const start = performance.now();
  const { value, peak } = await bench.peakRss(run);
  return { value, ms: performance.now() - start, growth: peak - rssBefore };
};
const line = (label: string, ms: number, target: number | null, growth: number, detail: string) => {
  const memory = `memory +${mib(Math.max(0, growth))}`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `  ${label.padEnd(34)} ${`${(ms / 1000).toFixed(2)} s`.padStart(9)} ` +
      (target === null
        ? `(no target)  ${memory}`
        : `(target ${target} s: ${verdict(ms <= target * 1000)})  ${memory} (target 200 MiB: ${verdict(growth <= 200 * 2 ** 20)})`) +
      `  ${detail}`,
  );
};

bench.report();
console.log('\nAlert jobs (one run each, on this database)');
const matched = await timed(() => matchNewListings(db, now));
line('matching', matched.ms, 10, matched.growth, `${matched.value} matches`);
const realtime = await timed(() => sendRealtimeAlerts({ db, publicUrl: 'http://127.0.0.1' }, now));
line('real-time e-mails', realtime.ms, null, realtime.growth, `${realtime.value} e-mails`);
const digests = await timed(() => sendDigests({ db, publicUrl: 'http://127.0.0.1' }, now));
line('digest for all users', digests.ms, 30, digests.growth, `${digests.value} e-mails`);
// The alert mails wait in the outbox as their data; the send-mail job renders each as it sends it
// (decision 064). What that adds to the sending, for every mail of the day:
const StoredRow = StoredMail.extend({ id: z.number() });
const rendered = await timed(async () => {
  let count = 0;
  for (let after = 0; ;) {
    const rows = rowsOf(
      StoredRow,
      await db.execute(sql`select "to", language, subject, reply_to, text, html, headers, template, data, id
        from mail_outbox where id > ${after} and template is not null order by id limit 1000`),
    );
    if (rows.length === 0) return count;
    for (const row of rows) await messageOf(row);
    count += rows.length;
    after = rows.at(-1)!.id;
  }
});
line('rendering them when sent', rendered.ms, null, rendered.growth, `${rendered.value} e-mails`);
const { total } = oneRowOf(
  z.object({ total: z.number() }),
  await db.execute(sql`select count(*)::int as total from mail_outbox`),
);
console.log(`  mails in the outbox: ${total}`);

// The nightly retention a month later (issue 47): the day's matches, mails and push messages go.
const later = new Date(now.getTime() + (RETENTION.mailOutboxDays + 1) * 86_400_000);
const purge = await timed(() => removeExpired(db, later));
const { alertMatches, mailOutbox, pushOutbox } = purge.value;
line(
  'retention a month later',
  purge.ms,
  null,
  purge.growth,
  `${alertMatches} matches, ${mailOutbox} mails, ${pushOutbox} push messages removed`,
);
console.log('');
await bench.close();
