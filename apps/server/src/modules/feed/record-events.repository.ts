import type { ListingEventKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { oneRowOf } from '../../db/sql';

const RecordedRow = z.object({ recorded: z.number().int() });

export interface ResolvedEvent {
  id: string;
  listingId: number;
  kind: ListingEventKind;
  /** ISO 8601 with an offset, as the contract accepts it. */
  occurredAt: string;
}

/**
 * Stores the events and adds the new ones to the daily roll-up, in one statement: the primary key of
 * listing_events decides what is new (ON CONFLICT DO NOTHING), so an event re-sent in the same batch,
 * a later batch or a concurrent identical batch is counted once. Only the rows the insert returned
 * are rolled up, by listing and Europe/Brussels day. Rows go in key order, so two overlapping batches
 * lock in the same order and wait for each other instead of deadlocking. Returns how many were new.
 */
export async function insertAndRollUp(db: Database, events: readonly ResolvedEvent[]): Promise<number> {
  const payload = JSON.stringify(
    events.map((event) => ({
      id: event.id,
      listing_id: event.listingId,
      kind: event.kind,
      occurred_at: event.occurredAt,
    })),
  );
  const result = await db.execute(sql`
    with batch as (
      select id, listing_id, kind, occurred_at
      from jsonb_to_recordset(${payload}::jsonb)
        as e(id text, listing_id int, kind text, occurred_at timestamptz)
    ),
    inserted as (
      insert into listing_events (id, listing_id, kind, occurred_at)
      select id, listing_id, kind, occurred_at from batch order by id
      on conflict (id) do nothing
      returning listing_id, kind, occurred_at
    ),
    daily as (
      select listing_id, (occurred_at at time zone 'Europe/Brussels')::date as day,
             count(*) filter (where kind = 'searchAppearance')::int as search_appearances,
             count(*) filter (where kind = 'detailView')::int as detail_views,
             count(*) filter (where kind = 'mail')::int as mails,
             count(*) filter (where kind = 'phoneRequest')::int as phone_requests
      from inserted
      group by 1, 2
    ),
    rolled as (
      insert into listing_daily_stats (listing_id, day, search_appearances, detail_views, mails, phone_requests)
      select listing_id, day, search_appearances, detail_views, mails, phone_requests
      from daily order by listing_id, day
      on conflict (listing_id, day) do update set
        search_appearances = listing_daily_stats.search_appearances + excluded.search_appearances,
        detail_views = listing_daily_stats.detail_views + excluded.detail_views,
        mails = listing_daily_stats.mails + excluded.mails,
        phone_requests = listing_daily_stats.phone_requests + excluded.phone_requests
      returning 1
    )
    -- rolled runs although nothing reads it: PostgreSQL always completes data-modifying WITH parts.
    select (select count(*) from inserted)::int as recorded
  `);
  return oneRowOf(RecordedRow, result).recorded;
}
