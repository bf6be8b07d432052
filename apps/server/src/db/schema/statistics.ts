import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
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

/**
 * Running totals of one counter through each day of a month: element d (1..31) is the month's sum from
 * its first day to day d, and stays at the month's total after its last day. A slice of days d1..d2 is
 * element d2 less element d1 - 1, so a month cut by a range costs one row (decision 034).
 */
const runningByDay = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/**
 * A listing's month (the first day of a Europe/Brussels month): its four counters summed and the
 * contacts it received, with their running totals by day, under its owner so a user's months are one
 * index range. The professional statistics' best listings read whole months from the totals and the
 * range's cut edge months from the running totals (decision 034): one row per listing and month of the
 * range. Kept by the triggers that keep user_daily_stats (migration 0025).
 */
export const listingMonthlyStats = pgTable(
  'listing_monthly_stats',
  {
    userId: userRef(),
    month: date('month', { mode: 'string' }).notNull(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    searchAppearances: integer('search_appearances').notNull().default(0),
    detailViews: integer('detail_views').notNull().default(0),
    mails: integer('mails').notNull().default(0),
    phoneRequests: integer('phone_requests').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
    searchAppearancesRunning: runningByDay('search_appearances_running'),
    detailViewsRunning: runningByDay('detail_views_running'),
    mailsRunning: runningByDay('mails_running'),
    phoneRequestsRunning: runningByDay('phone_requests_running'),
    contactsRunning: runningByDay('contacts_running'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month, table.listingId] }),
    // A draft deleted outright cascades here by listing: without it, each such delete reads the table.
    index('listing_monthly_stats_listing_idx').on(table.listingId),
  ],
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
