import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
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
 * Running totals of one counter: element i (from 1) sums the first i days of a month (the monthly
 * table, 31 elements: after the month's last day it stays at the month's total) or the first i months
 * of a year (the yearly table, 12). A slice i1..i2 is element i2 less element i1 - 1, so a month cut by
 * a range, or a year's run of whole months, costs one row (decisions 034 and 036).
 */
const runningTotals = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/** The five counters' running totals, as both tables hold them. */
const runningColumns = () => ({
  searchAppearancesRunning: runningTotals('search_appearances_running'),
  detailViewsRunning: runningTotals('detail_views_running'),
  mailsRunning: runningTotals('mails_running'),
  phoneRequestsRunning: runningTotals('phone_requests_running'),
  contactsRunning: runningTotals('contacts_running'),
});

/** A listing and its four counters and contacts summed: the columns of its months and recent totals. */
const listingCounterColumns = () => ({
  listingId: integer('listing_id')
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  searchAppearances: integer('search_appearances').notNull().default(0),
  detailViews: integer('detail_views').notNull().default(0),
  mails: integer('mails').notNull().default(0),
  phoneRequests: integer('phone_requests').notNull().default(0),
  contacts: integer('contacts').notNull().default(0),
});

/**
 * A listing's month (the first day of a Europe/Brussels month): its four counters summed and the
 * contacts it received, with their running totals by day, under its owner so a user's months are one
 * index range. The professional statistics' best listings read the months a range cuts from the running
 * totals (decision 034); its whole months come from listing_yearly_stats, which sums these rows'
 * totals (decision 036). Kept by the triggers that keep user_daily_stats (migration 0025).
 */
export const listingMonthlyStats = pgTable(
  'listing_monthly_stats',
  {
    userId: userRef(),
    month: date('month', { mode: 'string' }).notNull(),
    ...listingCounterColumns(),
    ...runningColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month, table.listingId] }),
    // A draft deleted outright cascades here by listing: without it, each such delete reads the table.
    index('listing_monthly_stats_listing_idx').on(table.listingId),
  ],
);

/**
 * A listing's Brussels year (its first day) under its owner: for each of the four counters and the
 * contacts, the running totals through each month of the year (element m, 1..12, sums months 1..m).
 * Months a..b of a year are element b less element a - 1, so the whole months of a range cost one row
 * per listing and year, whatever their number (decision 036). Kept from listing_monthly_stats' changes
 * by a trigger on that table (migration 0027).
 */
export const listingYearlyStats = pgTable(
  'listing_yearly_stats',
  {
    userId: userRef(),
    year: date('year', { mode: 'string' }).notNull(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ...runningColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.year, table.listingId] }),
    index('listing_yearly_stats_listing_idx').on(table.listingId),
  ],
);

/**
 * A listing's counters and contacts summed over the months from stats_recent_window's `since` on: the
 * professional statistics' "last 12 months" read its best listings from here, one index range in
 * detail-view order, instead of summing running totals per listing (decision 044). Kept from
 * listing_monthly_stats' changes by a trigger on that table (migration 0032); the recent-stats job
 * rebuilds it when the window moves on to a new month.
 */
export const listingRecentStats = pgTable(
  'listing_recent_stats',
  {
    userId: userRef(),
    ...listingCounterColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId] }),
    index('listing_recent_stats_listing_idx').on(table.listingId),
    index('listing_recent_stats_ranking_idx').on(
      table.userId,
      table.detailViews.desc().nullsFirst(),
      table.listingId,
    ),
  ],
);

/** The one row saying from which month (its first Brussels day) listing_recent_stats sums. */
export const statsRecentWindow = pgTable(
  'stats_recent_window',
  {
    one: boolean('one').primaryKey().default(true),
    since: date('since', { mode: 'string' }).notNull(),
  },
  (table) => [
    check('stats_recent_window_one_check', sql`${table.one}`),
    check('stats_recent_window_since_check', sql`extract(day from ${table.since}) = 1`),
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
