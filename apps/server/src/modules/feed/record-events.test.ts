import { FEED_EVENTS_MAX, MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp, queryRows } from '../../test/app';
import { FEED_TOKEN, listingOf, postFeed } from '../../test/feed';
import { z } from 'zod';

let t: TestApp;
let house: { id: number; vlancode: string };
let other: { id: number; vlancode: string };
beforeAll(async () => {
  t = await createTestApp({ config: { feedServiceToken: FEED_TOKEN } });
  house = await listingOf(t, 'agency@example.be', 1);
  other = await listingOf(t, 'notary@example.be', 1);
});
afterAll(() => t.close());

const DayStats = z.object({
  search_appearances: z.number(),
  detail_views: z.number(),
  mails: z.number(),
  phone_requests: z.number(),
  facebook_shares: z.number(),
});
type DayStats = z.infer<typeof DayStats>;
const ZERO: DayStats = {
  search_appearances: 0,
  detail_views: 0,
  mails: 0,
  phone_requests: 0,
  facebook_shares: 0,
};

/** The roll-up row of a listing and Brussels day; zeros when there is none. */
async function statsOf(listingId: number, day: string): Promise<DayStats> {
  const [row] = await queryRows(
    t.db,
    DayStats,
    sql`select search_appearances, detail_views, mails, phone_requests, facebook_shares
        from listing_daily_stats where listing_id = ${listingId} and day = ${day}::date`,
  );
  return row ?? ZERO;
}
const plus = (stats: DayStats, added: Partial<DayStats>): DayStats => ({
  search_appearances: stats.search_appearances + (added.search_appearances ?? 0),
  detail_views: stats.detail_views + (added.detail_views ?? 0),
  mails: stats.mails + (added.mails ?? 0),
  phone_requests: stats.phone_requests + (added.phone_requests ?? 0),
  facebook_shares: stats.facebook_shares,
});
const eventCount = async () =>
  (await queryRows(t.db, z.object({ n: z.number() }), sql`select count(*)::int as n from listing_events`))[0]!
    .n;

describe('POST internal/events', () => {
  it('records a batch and rolls it up by listing and Europe/Brussels day; a re-sent batch changes nothing', async () => {
    const days = {
      house15: await statsOf(house.id, '2026-01-15'),
      house16: await statsOf(house.id, '2026-01-16'),
      otherJuly1: await statsOf(other.id, '2026-07-01'),
      otherJuly2: await statsOf(other.id, '2026-07-02'),
    };
    const events = [
      {
        id: 'feed-a1',
        vlancode: house.vlancode,
        kind: 'searchAppearance',
        occurredAt: '2026-01-15T10:00:00Z',
      },
      {
        id: 'feed-a2',
        vlancode: house.vlancode,
        kind: 'searchAppearance',
        occurredAt: '2026-01-15T12:00:00+01:00',
      },
      // 23:59:59 in Brussels (UTC+1 in winter): still the 15th.
      { id: 'feed-a3', vlancode: house.vlancode, kind: 'detailView', occurredAt: '2026-01-15T22:59:59Z' },
      // 00:30 on the 16th in Brussels, although the UTC date is the 15th.
      { id: 'feed-a4', vlancode: house.vlancode, kind: 'mail', occurredAt: '2026-01-15T23:30:00Z' },
      { id: 'feed-a5', vlancode: house.vlancode, kind: 'phoneRequest', occurredAt: '2026-01-16T08:00:00Z' },
      // Summer time (UTC+2): 22:30 UTC on 1 July is 00:30 on 2 July.
      { id: 'feed-a6', vlancode: other.vlancode, kind: 'detailView', occurredAt: '2026-07-01T22:30:00Z' },
      { id: 'feed-a7', vlancode: other.vlancode, kind: 'detailView', occurredAt: '2026-07-01T21:59:00Z' },
      // The same event twice in one batch counts once.
      {
        id: 'feed-a1',
        vlancode: house.vlancode,
        kind: 'searchAppearance',
        occurredAt: '2026-01-15T10:00:00Z',
      },
    ];
    const before = await eventCount();

    const response = await postFeed(t, 'events', { events });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { recorded: 7, duplicates: 1 } });
    expect(await eventCount()).toBe(before + 7);
    const expected = {
      house15: plus(days.house15, { search_appearances: 2, detail_views: 1 }),
      house16: plus(days.house16, { mails: 1, phone_requests: 1 }),
      otherJuly1: plus(days.otherJuly1, { detail_views: 1 }),
      otherJuly2: plus(days.otherJuly2, { detail_views: 1 }),
    };
    const after = async () => ({
      house15: await statsOf(house.id, '2026-01-15'),
      house16: await statsOf(house.id, '2026-01-16'),
      otherJuly1: await statsOf(other.id, '2026-07-01'),
      otherJuly2: await statsOf(other.id, '2026-07-02'),
    });
    expect(await after()).toEqual(expected);

    const again = await postFeed(t, 'events', { events });
    expect(again.json()).toEqual({ data: { recorded: 0, duplicates: 8 } });
    expect(await eventCount()).toBe(before + 7);
    expect(await after()).toEqual(expected);
  });

  it('counts two identical batches sent at the same time once', async () => {
    const events = Array.from({ length: 20 }, (_, index) => ({
      id: `feed-race-${index}`,
      vlancode: house.vlancode,
      kind: 'detailView',
      occurredAt: '2026-02-03T09:00:00Z',
    }));
    const before = await statsOf(house.id, '2026-02-03');
    const answers = await Promise.all([postFeed(t, 'events', { events }), postFeed(t, 'events', { events })]);
    const recorded = answers.map((answer) => answer.json<{ data: { recorded: number } }>().data.recorded);
    expect(recorded.reduce((sum, value) => sum + value, 0)).toBe(20);
    expect(await statsOf(house.id, '2026-02-03')).toEqual(plus(before, { detail_views: 20 }));
  });

  it('refuses the whole batch when a vlancode is unknown, a draft or deleted, and stores nothing', async () => {
    const draft = await listingOf(t, 'agency@example.be', 3);
    const before = await statsOf(house.id, '2026-03-01');
    const count = await eventCount();
    const response = await postFeed(t, 'events', {
      events: [
        { id: 'feed-b1', vlancode: house.vlancode, kind: 'detailView', occurredAt: '2026-03-01T10:00:00Z' },
        { id: 'feed-b2', vlancode: 'ZZZ9999', kind: 'detailView', occurredAt: '2026-03-01T10:00:00Z' },
        { id: 'feed-b3', vlancode: draft.vlancode, kind: 'detailView', occurredAt: '2026-03-01T10:00:00Z' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation',
      messageKey: MSG.invalid,
      fields: { 'events.1.vlancode': MSG.invalid, 'events.2.vlancode': MSG.invalid },
    });
    expect(await eventCount()).toBe(count);
    expect(await statsOf(house.id, '2026-03-01')).toEqual(before);
  });

  it('records a full batch of 1,000 events quickly', async () => {
    const events = Array.from({ length: FEED_EVENTS_MAX }, (_, index) => ({
      id: `feed-bulk-${index}`,
      vlancode: index % 2 === 0 ? house.vlancode : other.vlancode,
      kind: (['searchAppearance', 'detailView', 'mail', 'phoneRequest'] as const)[index % 4],
      occurredAt: new Date(Date.parse('2026-04-01T00:00:00Z') + index * 60_000).toISOString(),
    }));
    const started = performance.now();
    const response = await postFeed(t, 'events', { events });
    const elapsed = performance.now() - started;
    expect(response.json()).toEqual({ data: { recorded: FEED_EVENTS_MAX, duplicates: 0 } });
    // One statement, not a round trip per event: about half a second on PGlite; the bound is loose
    // so that a busy CI machine does not fail it.
    expect(elapsed).toBeLessThan(5_000);
  });
});
