import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { listings } from './listings';
import { orders } from './orders';
import { userRef } from './user-ref';

/** A Europe/Brussels calendar day and what visitors did on it: the columns both daily tables share. */
const dailyCounters = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  searchAppearances: integer('search_appearances').notNull().default(0),
  detailViews: integer('detail_views').notNull().default(0),
  mails: integer('mails').notNull().default(0),
  phoneRequests: integer('phone_requests').notNull().default(0),
  facebookShares: integer('facebook_shares').notNull().default(0),
});

/** Daily roll-up of what visitors did with a listing; a listing's counters are sums over its rows. */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ...dailyCounters(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.day] })],
);

/**
 * A user's daily statistics over all their listings, and the contacts they received that Brussels day:
 * what 12 months of a user's statistics read (at most 365 rows) instead of every listing's days. Kept
 * by triggers on listing_daily_stats and contacts (migration 0023, decision 032), whoever writes them.
 */
export const userDailyStats = pgTable(
  'user_daily_stats',
  {
    userId: userRef(),
    ...dailyCounters(),
    contacts: integer('contacts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** What a Facebook boost (an upsell order) delivered, as the advertising platform reports it. */
export const facebookBoosts = pgTable('facebook_boosts', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  viewsDelivered: integer('views_delivered').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
