import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { listings } from './listings';
import { orders } from './orders';

/** Daily roll-up of what visitors did with a listing; a listing's counters are sums over its rows. */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The Europe/Brussels calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    searchAppearances: integer('search_appearances').notNull().default(0),
    detailViews: integer('detail_views').notNull().default(0),
    mails: integer('mails').notNull().default(0),
    phoneRequests: integer('phone_requests').notNull().default(0),
    facebookShares: integer('facebook_shares').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.day] })],
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
