import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { int, oneRowOf, rowsOf } from '../../db/sql';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { listingOf } from '../../test/feed';
import { z } from 'zod';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The (user, day) rows where the roll-up differs from the sums of the tables it rolls up: none when the
 * triggers kept it (a row of zeros and an absent row are the same).
 */
async function differences() {
  return rowsOf(
    z.object({ user_id: int, day: z.string() }),
    await t.db.execute(sql`
      with expected as (
        select user_id, day, sum(search_appearances)::int as search_appearances, sum(detail_views)::int as detail_views,
               sum(mails)::int as mails, sum(phone_requests)::int as phone_requests,
               sum(facebook_shares)::int as facebook_shares, sum(contacts)::int as contacts
        from (
          select l.user_id, s.day, s.search_appearances, s.detail_views, s.mails, s.phone_requests,
                 s.facebook_shares, 0 as contacts
          from listing_daily_stats s join listings l on l.id = s.listing_id
          union all
          select c.owner_id, (c.sent_at at time zone 'Europe/Brussels')::date, 0, 0, 0, 0, 0, 1 from contacts c
        ) parts
        group by user_id, day
      )
      select coalesce(e.user_id, u.user_id) as user_id, coalesce(e.day, u.day)::text as day
      from expected e
      full join user_daily_stats u on u.user_id = e.user_id and u.day = e.day
      where (coalesce(e.search_appearances, 0), coalesce(e.detail_views, 0), coalesce(e.mails, 0),
             coalesce(e.phone_requests, 0), coalesce(e.facebook_shares, 0), coalesce(e.contacts, 0))
         <> (coalesce(u.search_appearances, 0), coalesce(u.detail_views, 0), coalesce(u.mails, 0),
             coalesce(u.phone_requests, 0), coalesce(u.facebook_shares, 0), coalesce(u.contacts, 0))
      limit 5
    `),
  );
}

const rollUp = async (userId: number, day: string) =>
  oneRowOf(
    z.object({ detail_views: int, contacts: int }),
    await t.db.execute(sql`
      select coalesce(sum(detail_views), 0)::int as detail_views, coalesce(sum(contacts), 0)::int as contacts
      from user_daily_stats where user_id = ${userId} and day = ${day}::date
    `),
  );

describe("a user's daily statistics (decision 032)", () => {
  it('sum every listing day and contact of the demo data', async () => {
    expect(await differences()).toEqual([]);
  });

  it('follow days inserted, updated as the feed does, and deleted', async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const before = await rollUp(listing.userId, '2020-02-03');
    await t.db.execute(sql`
      insert into listing_daily_stats (listing_id, day, detail_views, search_appearances)
      values (${listing.id}, '2020-02-03', 4, 10), (${listing.id}, '2020-02-04', 1, 2)
    `);
    await t.db.execute(sql`
      insert into listing_daily_stats (listing_id, day, detail_views) values (${listing.id}, '2020-02-03', 3)
      on conflict (listing_id, day) do update
      set detail_views = listing_daily_stats.detail_views + excluded.detail_views
    `);
    expect((await rollUp(listing.userId, '2020-02-03')).detail_views).toBe(before.detail_views + 7);
    await t.db.execute(
      sql`update listing_daily_stats set mails = mails + 1 where listing_id = ${listing.id} and day >= '2020-02-03'`,
    );
    await t.db.execute(
      sql`delete from listing_daily_stats where listing_id = ${listing.id} and day = '2020-02-04'`,
    );
    expect(await differences()).toEqual([]);
  });

  it('count contacts on the Brussels day they arrived, and forget deleted ones', async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    // 23:30 UTC on 31 March 2021 is 1 April in Brussels (summer time).
    await t.db.execute(sql`
      insert into contacts (listing_id, owner_id, external_id, email, message, sent_at)
      values (${listing.id}, ${listing.userId}, 'rollup-1', 'a@example.be', 'Hallo', '2021-03-31T23:30:00Z'),
             (${listing.id}, ${listing.userId}, 'rollup-2', 'b@example.be', 'Hallo', '2021-04-01T08:00:00Z')
    `);
    expect((await rollUp(listing.userId, '2021-04-01')).contacts).toBe(2);
    expect((await rollUp(listing.userId, '2021-03-31')).contacts).toBe(0);
    await t.db.execute(
      sql`update contacts set sent_at = '2021-03-31T08:00:00Z' where external_id = 'rollup-2'`,
    );
    await t.db.execute(sql`delete from contacts where external_id = 'rollup-1'`);
    expect(await rollUp(listing.userId, '2021-04-01')).toEqual({ detail_views: 0, contacts: 0 });
    expect((await rollUp(listing.userId, '2021-03-31')).contacts).toBe(1);
    expect(await differences()).toEqual([]);
  });
});
