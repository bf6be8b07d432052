import type { SQL } from 'drizzle-orm';
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

/** The (listing, month) rows where listing_monthly_stats differs from the sums it rolls up (decision 034). */
async function monthlyDifferences() {
  return rowsOf(
    z.object({ listing_id: int, month: z.string() }),
    await t.db.execute(sql`
      with expected as (
        select user_id, month, listing_id, sum(search_appearances)::int as search_appearances,
               sum(detail_views)::int as detail_views, sum(mails)::int as mails,
               sum(phone_requests)::int as phone_requests, sum(contacts)::int as contacts
        from (
          select l.user_id, date_trunc('month', s.day::timestamp)::date as month, s.listing_id,
                 s.search_appearances, s.detail_views, s.mails, s.phone_requests, 0 as contacts
          from listing_daily_stats s join listings l on l.id = s.listing_id
          union all
          select c.owner_id, date_trunc('month', c.sent_at at time zone 'Europe/Brussels')::date, c.listing_id,
                 0, 0, 0, 0, 1
          from contacts c
        ) parts
        group by user_id, month, listing_id
      )
      select coalesce(e.listing_id, m.listing_id) as listing_id, coalesce(e.month, m.month)::text as month
      from expected e
      full join listing_monthly_stats m
        on m.user_id = e.user_id and m.month = e.month and m.listing_id = e.listing_id
      where (coalesce(e.search_appearances, 0), coalesce(e.detail_views, 0), coalesce(e.mails, 0),
             coalesce(e.phone_requests, 0), coalesce(e.contacts, 0))
         <> (coalesce(m.search_appearances, 0), coalesce(m.detail_views, 0), coalesce(m.mails, 0),
             coalesce(m.phone_requests, 0), coalesce(m.contacts, 0))
      limit 5
    `),
  );
}

/** One expression per counter of the roll-ups, comma-separated. */
const each = (of: (column: string) => SQL) =>
  sql.join(
    ['search_appearances', 'detail_views', 'mails', 'phone_requests', 'contacts'].map((column) => of(column)),
    sql`, `,
  );

/**
 * The (listing, month, day) where a running total by day differs from the days and contacts it sums:
 * element d of each array is the month's sum through day d (and the month's total after its last day).
 */
async function runningDifferences() {
  const stored = each(
    (column) => sql`coalesce(m.${sql.identifier(`${column}_running`)}[i], 0) as ${sql.identifier(column)}`,
  );
  const running = each(
    (column) => sql`sum(coalesce(p.${sql.identifier(column)}, 0)) over w as ${sql.identifier(column)}`,
  );
  const row = (alias: 's' | 'e') =>
    sql`(${each((column) => sql`${sql.identifier(alias)}.${sql.identifier(column)}`)})`;
  return rowsOf(
    z.object({ listing_id: int, month: z.string(), day: int }),
    await t.db.execute(sql`
      with per_day as (
        select user_id, month, listing_id, day, sum(search_appearances) as search_appearances,
               sum(detail_views) as detail_views, sum(mails) as mails, sum(phone_requests) as phone_requests,
               sum(contacts) as contacts
        from (
          select l.user_id, date_trunc('month', s.day::timestamp)::date as month, s.listing_id,
                 extract(day from s.day)::int as day, s.search_appearances, s.detail_views, s.mails,
                 s.phone_requests, 0 as contacts
          from listing_daily_stats s join listings l on l.id = s.listing_id
          union all
          select c.owner_id, date_trunc('month', c.sent_at at time zone 'Europe/Brussels')::date, c.listing_id,
                 extract(day from c.sent_at at time zone 'Europe/Brussels')::int, 0, 0, 0, 0, 1
          from contacts c
        ) parts
        group by 1, 2, 3, 4
      ), stored as (
        select m.user_id, m.month, m.listing_id, i as day, ${stored}
        from listing_monthly_stats m cross join generate_series(1, 31) as i
      ), expected as (
        select s.user_id, s.month, s.listing_id, s.day, ${running}
        from stored s
        left join per_day p
          on p.user_id = s.user_id and p.month = s.month and p.listing_id = s.listing_id and p.day = s.day
        window w as (partition by s.user_id, s.month, s.listing_id order by s.day)
      )
      select s.listing_id, s.month::text as month, s.day
      from stored s
      join expected e on e.user_id = s.user_id and e.month = s.month and e.listing_id = s.listing_id and e.day = s.day
      where ${row('s')} <> ${row('e')}
      limit 5
    `),
  );
}

/**
 * The (listing, year, month) where listing_yearly_stats' running totals by month differ from the
 * monthly totals they sum (decision 036): element m of each array sums months 1..m of the year.
 */
async function yearlyDifferences() {
  return rowsOf(
    z.object({ listing_id: int, year: z.string(), month: int }),
    await t.db.execute(sql`
      with keys as (
        select user_id, date_trunc('year', month::timestamp)::date as year, listing_id from listing_monthly_stats
        union
        select user_id, year, listing_id from listing_yearly_stats
      ), expected as (
        select k.user_id, k.year, k.listing_id, i as month,
               ${each((column) => sql`coalesce(sum(m.${sql.identifier(column)}), 0)::int as ${sql.identifier(column)}`)}
        from keys k
        cross join generate_series(1, 12) as i
        left join listing_monthly_stats m
          on m.user_id = k.user_id and m.listing_id = k.listing_id
         and m.month between k.year and (k.year + make_interval(months => i - 1))::date
        group by 1, 2, 3, 4
      )
      select e.listing_id, e.year::text as year, e.month
      from expected e
      left join listing_yearly_stats y on y.user_id = e.user_id and y.year = e.year and y.listing_id = e.listing_id
      where (${each((column) => sql`e.${sql.identifier(column)}`)})
         <> (${each((column) => sql`coalesce(y.${sql.identifier(`${column}_running`)}[e.month], 0)`)})
      limit 5
    `),
  );
}

/** The listings whose listing_recent_stats row differs from their months from the window's first on. */
async function recentDifferences() {
  const nonzero = (alias: string) =>
    sql`(${each((column) => sql`${sql.identifier(alias)}.${sql.identifier(column)}`)}) <> (0, 0, 0, 0, 0)`;
  return rowsOf(
    z.object({ listing_id: int }),
    await t.db.execute(sql`
      with expected as (
        select m.user_id, m.listing_id, ${each((column) => sql`sum(m.${sql.identifier(column)})::int as ${sql.identifier(column)}`)}
        from listing_monthly_stats m, stats_recent_window w
        where m.month >= w.since
        group by 1, 2
      ), stored as (
        select * from listing_recent_stats r where ${nonzero('r')}
      )
      select coalesce(e.listing_id, s.listing_id) as listing_id
      from (select * from expected e where ${nonzero('e')}) e
      full join stored s on s.user_id = e.user_id and s.listing_id = e.listing_id
      where (${each((column) => sql`e.${sql.identifier(column)}`)}) is distinct from (${each((column) => sql`s.${sql.identifier(column)}`)})
      limit 5
    `),
  );
}

/** The roll-ups agree with the tables they sum, the running totals and the recent totals included. */
async function expectRolledUp() {
  expect(await differences()).toEqual([]);
  expect(await monthlyDifferences()).toEqual([]);
  expect(await runningDifferences()).toEqual([]);
  expect(await yearlyDifferences()).toEqual([]);
  expect(await recentDifferences()).toEqual([]);
}

const monthOf = async (listingId: number, month: string) =>
  oneRowOf(
    z.object({ contacts: int }),
    await t.db.execute(sql`
      select coalesce(sum(contacts), 0)::int as contacts
      from listing_monthly_stats where listing_id = ${listingId} and month = ${month}::date
    `),
  );

const rollUp = async (userId: number, day: string) =>
  oneRowOf(
    z.object({ detail_views: int, contacts: int }),
    await t.db.execute(sql`
      select coalesce(sum(detail_views), 0)::int as detail_views, coalesce(sum(contacts), 0)::int as contacts
      from user_daily_stats where user_id = ${userId} and day = ${day}::date
    `),
  );

/** One contact sent to the listing at the given time. */
async function contactTo(listing: { id: number; userId: number }, externalId: string, sentAt: string) {
  await t.db.execute(sql`
    insert into contacts (listing_id, owner_id, external_id, email, message, sent_at)
    values (${listing.id}, ${listing.userId}, ${externalId}, 'someone@example.be', 'Hallo', ${sentAt})
  `);
}

describe("a user's daily statistics and each listing's months (decisions 032 and 034)", () => {
  it('sum every listing day and contact of the demo data', async () => {
    await expectRolledUp();
    const rows = oneRowOf(
      z.object({ months: int, years: int }),
      await t.db.execute(
        sql`select (select count(*)::int from listing_monthly_stats) as months,
                   (select count(*)::int from listing_yearly_stats) as years`,
      ),
    );
    expect(rows.months).toBeGreaterThan(0);
    expect(rows.years).toBeGreaterThan(0);
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
    await expectRolledUp();
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
    await expectRolledUp();
  });

  it('count a contact in its Brussels month and move it with its listing', async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const other = await listingOf(t, 'agency@example.be', 2);
    // 22:30 UTC on 31 October 2021 is 1 November in Brussels (winter time).
    await t.db.execute(sql`
      insert into contacts (listing_id, owner_id, external_id, email, message, sent_at)
      values (${listing.id}, ${listing.userId}, 'month-1', 'c@example.be', 'Hallo', '2021-10-31T23:30:00Z')
    `);
    expect(await monthOf(listing.id, '2021-11-01')).toEqual({ contacts: 1 });
    expect(await monthOf(listing.id, '2021-10-01')).toEqual({ contacts: 0 });
    await t.db.execute(sql`update contacts set listing_id = ${other.id} where external_id = 'month-1'`);
    expect(await monthOf(listing.id, '2021-11-01')).toEqual({ contacts: 0 });
    expect(await monthOf(other.id, '2021-11-01')).toEqual({ contacts: 1 });
    await expectRolledUp();
  });

  it('lose the months of a listing deleted outright', async () => {
    const listing = await listingOf(t, 'agency@example.be', 3);
    await t.db.execute(
      sql`insert into listing_daily_stats (listing_id, day, detail_views) values (${listing.id}, '2019-05-05', 2)`,
    );
    await t.db.execute(sql`delete from listings where id = ${listing.id}`);
    // user_daily_stats keeps such days (decision 032's accepted limit); the months go with the listing.
    expect(await monthlyDifferences()).toEqual([]);
    expect(await runningDifferences()).toEqual([]);
  });

  it('let a listing and its contacts go outright', async () => {
    const listing = await listingOf(t, 'agency@example.be', 4);
    await contactTo(listing, 'gone-1', '2021-06-01T08:00:00Z');
    await t.db.execute(sql`delete from listings where id = ${listing.id}`);
    expect(await monthlyDifferences()).toEqual([]);
    expect(await runningDifferences()).toEqual([]);
  });

  it('let an owner go outright with listings, days and contacts', async () => {
    const listing = await listingOf(t, 'agency@example.be', 5);
    await contactTo(listing, 'gone-2', '2021-06-02T08:00:00Z');
    await t.db.execute(sql`delete from users where id = ${listing.userId}`);
    const left = oneRowOf(
      z.object({ rows: int }),
      await t.db.execute(sql`
        select ((select count(*) from user_daily_stats where user_id = ${listing.userId})
              + (select count(*) from listing_monthly_stats where user_id = ${listing.userId})
              + (select count(*) from listing_yearly_stats where user_id = ${listing.userId})
              + (select count(*) from listing_recent_stats where user_id = ${listing.userId}))::int as rows
      `),
    );
    expect(left.rows).toBe(0);
    await expectRolledUp();
  });
});
