import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { insertListing } from './statistics-test-data';

/**
 * Decision 044: a change and a move of listing_recent_stats' window never interleave. Two sessions
 * are needed, so this runs on PostgreSQL only (CI's second run); PGlite has one session.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let t: TestApp;
let listingId: number;
let agencyId: number;
let since: string;
const sessions: pg.Client[] = [];

const session = async () => {
  const [row] = await queryRows(t.db, z.object({ name: z.string() }), sql`select current_database() as name`);
  const url = new URL(serverUrl!);
  url.pathname = `/${row!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  sessions.push(client);
  return client;
};

beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp();
  const [row] = await queryRows(
    t.db,
    z.object({ id: z.number(), user_id: z.number(), since: z.string() }),
    sql`select l.id, l.user_id, w.since::text as since
        from listings l join users u on u.id = l.user_id, stats_recent_window w
        where u.email = 'agency@example.be' order by l.id limit 1`,
  );
  listingId = row!.id;
  agencyId = row!.user_id;
  since = row!.since;
});
afterAll(async () => {
  for (const client of sessions) await client.end();
  await t?.close();
});

/** listing_recent_stats against the months it sums; [] when they agree. */
const differences = () =>
  queryRows(
    t.db,
    z.object({ listing_id: z.number() }),
    sql`with expected as (
          select m.user_id, m.listing_id, sum(m.detail_views)::int as detail_views
          from listing_monthly_stats m, stats_recent_window w
          where m.month >= w.since group by 1, 2 having sum(m.detail_views) <> 0
        )
        select coalesce(e.listing_id, r.listing_id) as listing_id
        from expected e
        full join (select * from listing_recent_stats where detail_views <> 0) r
          on r.user_id = e.user_id and r.listing_id = e.listing_id
        where e.detail_views is distinct from r.detail_views`,
  );

const addDay = (client: pg.Client, day: string, listing = listingId) =>
  client.query(
    `insert into listing_daily_stats (listing_id, day, detail_views) values ($1, $2, 7)
     on conflict (listing_id, day) do update set detail_views = listing_daily_stats.detail_views + 7`,
    [listing, day],
  );

/** Whether a promise is still pending after a moment (a session waiting for a lock). */
const pending = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 300))]);

const monthAfter = (month: string) => {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

describe.skipIf(!serverUrl)('moving the recent window beside changes (PostgreSQL)', () => {
  it('waits for a change counted against the old window, then rebuilds with it', async () => {
    const [writer, mover] = [await session(), await session()];
    // A listing without a row yet: no row lock of the writer's for the move to wait on, only the lock.
    const fresh = await insertListing(t, agencyId);
    await writer.query('begin');
    // A day of the window's first month: counted now, not once the window has moved on.
    await addDay(writer, since, fresh.id);
    const move = mover.query('select move_recent_stats_window($1::date) as moved', [monthAfter(since)]);
    expect(await pending(move)).toBe(true);
    await writer.query('commit');
    expect((await move).rows).toEqual([{ moved: true }]);
    expect(await differences()).toEqual([]);
  });

  it('makes a change wait for a move, then counts it against the new window', async () => {
    const [writer, mover] = [await session(), await session()];
    const [moved] = await queryRows(
      t.db,
      z.object({ since: z.string() }),
      sql`select since::text as since from stats_recent_window`,
    );
    expect(moved!.since).toBe(monthAfter(since));
    await mover.query('begin');
    // Back a month: the day below, outside the window before the move, is inside it after.
    await mover.query('select move_recent_stats_window($1::date)', [since]);
    const change = addDay(writer, since);
    expect(await pending(change)).toBe(true);
    await mover.query('commit');
    await change;
    expect(await differences()).toEqual([]);
  });
});
