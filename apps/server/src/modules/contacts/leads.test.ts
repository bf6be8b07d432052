import { LEAD_REPEAT_WINDOW_MINUTES } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { int, rowsOf } from '../../db/sql';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { listingOf } from '../../test/feed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutes = (start: string, plus: number) => new Date(Date.parse(start) + plus * 60_000).toISOString();

/** The stored leads of one person about one listing, oldest first. */
async function leadsOf(listingId: number, email: string) {
  return rowsOf(
    z.object({ id: int, count: int, first_at: z.string(), last_at: z.string(), contacts: z.array(int) }),
    await t.db.execute(sql`
      select ld.id, ld.count, to_char(ld.first_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as first_at,
             to_char(ld.last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as last_at,
             (select array_agg(c.id order by c.id) from contacts c where c.lead_id = ld.id) as contacts
      from leads ld where ld.listing_id = ${listingId} and ld.email_key = lower(${email})
      order by ld.first_at
    `),
  );
}

async function send(listing: { id: number; userId: number }, email: string, at: string, key: string) {
  const [row] = rowsOf(
    z.object({ id: int }),
    await t.db.execute(sql`
      insert into contacts (listing_id, owner_id, external_id, email, message, sent_at)
      values (${listing.id}, ${listing.userId}, ${key}, ${email}, 'Hallo', ${at}) returning id
    `),
  );
  return row!.id;
}

/** Every stored lead against the leads made anew from all contacts by the rule: none differ. */
async function storedDiffersFromRule() {
  return rowsOf(
    z.object({ id: int }),
    await t.db.execute(sql`
      with marked as (
        select c.id, c.listing_id, lower(c.email) as email_key, c.sent_at,
               case when c.sent_at - lag(c.sent_at) over person <= ${LEAD_REPEAT_WINDOW_MINUTES}::int * interval '1 minute'
                    then 0 else 1 end as starts
        from contacts c
        window person as (partition by c.listing_id, lower(c.email) order by c.sent_at, c.id)
      ), numbered as (
        select m.*, sum(starts) over (partition by listing_id, email_key order by sent_at, id
                                      rows between unbounded preceding and current row) as lead_no
        from marked m
      ), expected as (
        select min(id) filter (where starts = 1) as id, count(*)::int as count, min(sent_at) as first_at,
               max(sent_at) as last_at
        from numbered group by listing_id, email_key, lead_no
      )
      select coalesce(e.id, ld.id) as id
      from expected e full join leads ld on ld.id = e.id
      where (e.count, e.first_at, e.last_at) is distinct from (ld.count, ld.first_at, ld.last_at)
      limit 5
    `),
  );
}

/** The listings whose stored lead count or last contact (decision 035) differ from their leads. */
async function listingCountsDiffer() {
  return rowsOf(
    z.object({ listing_id: int }),
    await t.db.execute(sql`
      with expected as (
        select owner_id, listing_id, count(*)::int as leads, max(last_at) as last_at
        from leads group by owner_id, listing_id
      )
      select coalesce(e.listing_id, s.listing_id) as listing_id
      from expected e full join listing_leads s on s.listing_id = e.listing_id and s.owner_id = e.owner_id
      where (e.leads, e.last_at) is distinct from (s.leads, s.last_at)
      limit 5
    `),
  );
}

/** The owners' days whose stored lead count (decision 038) differs from their leads. */
async function ownerDaysDiffer() {
  return rowsOf(
    z.object({ owner_id: int, day: z.string() }),
    await t.db.execute(sql`
      with expected as (
        select owner_id, (first_at at time zone 'Europe/Brussels')::date as day, count(*)::int as leads
        from leads group by 1, 2
      )
      select coalesce(e.owner_id, d.owner_id) as owner_id, coalesce(e.day, d.day)::text as day
      from expected e full join owner_lead_days d on d.owner_id = e.owner_id and d.day = e.day
      where coalesce(e.leads, 0) <> coalesce(d.leads, 0)
      limit 5
    `),
  );
}

/** One owner's stored lead count on one Brussels day. */
async function ownerDay(ownerId: number, day: string) {
  const rows = rowsOf(
    z.object({ leads: int }),
    await t.db.execute(
      sql`select leads from owner_lead_days where owner_id = ${ownerId} and day = ${day}::date`,
    ),
  );
  return rows[0]?.leads ?? 0;
}

describe('leads as contacts arrive (decisions 033 and 035)', () => {
  it('are stored for every contact of the demo data, by the rule', async () => {
    expect(await storedDiffersFromRule()).toEqual([]);
    expect(await listingCountsDiffer()).toEqual([]);
    expect(await ownerDaysDiffer()).toEqual([]);
  });

  it(`join a contact sent up to ${LEAD_REPEAT_WINDOW_MINUTES} minutes after the previous one, and no later`, async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const start = '2019-05-06T09:00:00.000Z';
    const first = await send(listing, 'Venster@Example.be', start, 'window-1');
    const atEdge = await send(
      listing,
      'venster@example.be',
      minutes(start, LEAD_REPEAT_WINDOW_MINUTES),
      'window-2',
    );
    const after = await send(
      listing,
      'venster@example.be',
      minutes(start, 2 * LEAD_REPEAT_WINDOW_MINUTES + 1),
      'window-3',
    );
    expect(await leadsOf(listing.id, 'venster@example.be')).toEqual([
      {
        id: first,
        count: 2,
        first_at: '2019-05-06T09:00',
        last_at: '2019-05-06T09:30',
        contacts: [first, atEdge],
      },
      { id: after, count: 1, first_at: '2019-05-06T10:01', last_at: '2019-05-06T10:01', contacts: [after] },
    ]);
  });

  it('join or split again when a contact arrives late, moves or is deleted', async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const start = '2019-06-01T09:00:00.000Z';
    const early = await send(listing, 'laat@example.be', start, 'late-1');
    const later = await send(listing, 'laat@example.be', minutes(start, 50), 'late-2');
    expect((await leadsOf(listing.id, 'laat@example.be')).map((lead) => lead.count)).toEqual([1, 1]);
    // Sent in between, arriving last: the three are one lead now, under the first contact's id.
    const between = await send(listing, 'laat@example.be', minutes(start, 25), 'late-3');
    expect(await leadsOf(listing.id, 'laat@example.be')).toMatchObject([
      { id: early, count: 3, contacts: [early, later, between] },
    ]);
    await t.db.execute(sql`update contacts set sent_at = ${minutes(start, 200)} where id = ${later}`);
    expect((await leadsOf(listing.id, 'laat@example.be')).map((lead) => [lead.id, lead.count])).toEqual([
      [early, 2],
      [later, 1],
    ]);
    await t.db.execute(sql`delete from contacts where id = ${early}`);
    expect((await leadsOf(listing.id, 'laat@example.be')).map((lead) => [lead.id, lead.count])).toEqual([
      [between, 1],
      [later, 1],
    ]);
    expect(await storedDiffersFromRule()).toEqual([]);
    expect(await listingCountsDiffer()).toEqual([]);
  });

  it("count each listing's leads as contacts move between listings or go", async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const other = await listingOf(t, 'agency@example.be', 2);
    const moved = await send(listing, 'verhuisd@example.be', '2019-07-01T09:00:00.000Z', 'moved-1');
    await t.db.execute(sql`update contacts set listing_id = ${other.id} where id = ${moved}`);
    expect(await listingCountsDiffer()).toEqual([]);
    await t.db.execute(sql`delete from contacts where listing_id = ${other.id}`);
    expect(await listingCountsDiffer()).toEqual([]);
    const rows = rowsOf(
      z.object({ count: int }),
      await t.db.execute(
        sql`select count(*)::int as count from listing_leads where listing_id = ${other.id}`,
      ),
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it("count each owner's leads per Brussels day as leads begin, move and go", async () => {
    const listing = await listingOf(t, 'agency@example.be', 1);
    const other = await listingOf(t, 'agency@example.be', 2);
    const owner = listing.userId;
    // Either side of midnight in Brussels (UTC+1 in March): two days, though both are the 4th in UTC.
    const late = await send(listing, 'middernacht@example.be', '2018-03-04T22:50:00.000Z', 'days-1');
    await send(other, 'ochtend@example.be', '2018-03-04T23:10:00.000Z', 'days-2');
    // A repeat joins its lead: no new lead that day.
    await send(listing, 'middernacht@example.be', '2018-03-04T23:15:00.000Z', 'days-3');
    expect([await ownerDay(owner, '2018-03-04'), await ownerDay(owner, '2018-03-05')]).toEqual([1, 1]);
    expect(await ownerDaysDiffer()).toEqual([]);

    // The first contact moves a day later: its lead now begins on the 5th, with the repeat.
    await t.db.execute(sql`update contacts set sent_at = '2018-03-04T23:05:00Z' where id = ${late}`);
    expect([await ownerDay(owner, '2018-03-04'), await ownerDay(owner, '2018-03-05')]).toEqual([0, 2]);
    expect(await ownerDaysDiffer()).toEqual([]);

    // An update of the leads themselves: a sender erased changes no day, a moved start does.
    await t.db.execute(sql`update leads set author_id = null where owner_id = ${owner}`);
    expect(await ownerDaysDiffer()).toEqual([]);
    await t.db.execute(
      sql`update leads set first_at = first_at - interval '1 day' where listing_id = ${other.id} and email_key = 'ochtend@example.be'`,
    );
    expect([await ownerDay(owner, '2018-03-04'), await ownerDay(owner, '2018-03-05')]).toEqual([1, 1]);
    expect(await ownerDaysDiffer()).toEqual([]);
    await t.db.execute(
      sql`update leads set first_at = first_at + interval '1 day' where listing_id = ${other.id} and email_key = 'ochtend@example.be'`,
    );

    // Contacts deleted take their leads and their days.
    await t.db.execute(sql`delete from contacts where listing_id = ${other.id}`);
    expect([await ownerDay(owner, '2018-03-04'), await ownerDay(owner, '2018-03-05')]).toEqual([0, 1]);
    expect(await ownerDaysDiffer()).toEqual([]);
  });
});
