import type { Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { listings } from './listings';

/**
 * A listing's asking price as it changed once the listing existed outside the draft state (issue 50,
 * decision 086): written by a trigger on listings (migration 0050), whoever changes the price (the
 * portal's feed, the ad editor), so the seller report can show every change.
 */
export const listingPriceChanges = pgTable(
  'listing_price_changes',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
    oldPriceCents: bigint('old_price_cents', { mode: 'number' }),
    newPriceCents: bigint('new_price_cents', { mode: 'number' }),
  },
  (table) => [index('listing_price_changes_listing_idx').on(table.listingId, table.changedAt)],
);

/**
 * An online listing measured against its similar listings (issue 50, decision 086), as the nightly
 * market job last computed it: the listing's own figures beside the quartiles of its similar
 * listings'. My properties, the listing's statistics and the seller report read one row by key.
 * Quartiles are null when there is no similar listing (or none with that figure).
 */
export const listingMarket = pgTable(
  'listing_market',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The Brussels day the figures were computed. */
    computedOn: date('computed_on', { mode: 'string' }).notNull(),
    /** Where the similar listings were found: the same postcode, or within the radius. */
    scope: text('scope').$type<'postcode' | 'radius'>().notNull(),
    similarCount: integer('similar_count').notNull(),
    viewsPerDay: doublePrecision('views_per_day').notNull(),
    viewsQ1: doublePrecision('views_q1'),
    viewsMedian: doublePrecision('views_median'),
    viewsQ3: doublePrecision('views_q3'),
    contactsPerDay: doublePrecision('contacts_per_day').notNull(),
    contactsQ1: doublePrecision('contacts_q1'),
    contactsMedian: doublePrecision('contacts_median'),
    contactsQ3: doublePrecision('contacts_q3'),
    /** Null without a price or a living area. */
    pricePerM2: doublePrecision('price_per_m2'),
    pricePerM2Q1: doublePrecision('price_per_m2_q1'),
    pricePerM2Median: doublePrecision('price_per_m2_median'),
    pricePerM2Q3: doublePrecision('price_per_m2_q3'),
    photos: integer('photos').notNull(),
    photosMedian: doublePrecision('photos_median'),
    /** The languages the listing has a description in. */
    descriptions: text('descriptions').array().$type<Language[]>().notNull(),
    /** The languages at least half of its similar listings have a description in. */
    usualDescriptions: text('usual_descriptions').array().$type<Language[]>().notNull(),
  },
  (table) => [
    check('listing_market_scope_check', sql`${table.scope} in ('postcode', 'radius')`),
    check('listing_market_similar_check', sql`${table.similarCount} >= 0`),
  ],
);
