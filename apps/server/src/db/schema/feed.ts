import type { ListingEventKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { listings } from './listings';

/**
 * Listing events as the portal's feed sent them, kept so that a re-sent event (same id) is counted
 * once and statistics can be checked against what arrived; the daily roll-up is listing_daily_stats.
 * The seed's year of history is written as roll-ups only.
 */
export const listingEvents = pgTable(
  'listing_events',
  {
    id: text('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ListingEventKind>().notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [
    index('listing_events_listing_idx').on(table.listingId, table.occurredAt),
    // The retention job removes raw events by age (decision 015).
    index('listing_events_occurred_idx').on(table.occurredAt),
    check(
      'listing_events_kind_check',
      sql`${table.kind} in ('searchAppearance', 'detailView', 'mail', 'phoneRequest')`,
    ),
  ],
);
