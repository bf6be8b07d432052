import type { AlertState, PropertyType, TransactionType } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { appDevices } from './account';
import { listings } from './listings';
import { userRef } from './user-ref';

/**
 * A saved search (spec section 3): criteria in indexed columns, so that matching new listings to
 * searches is one join. Counts are never stored: they are computed from the listings when read.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    transactionType: text('transaction_type').$type<TransactionType>().notNull(),
    /** Empty: every type. */
    propertyTypes: text('property_types')
      .array()
      .$type<PropertyType[]>()
      .notNull()
      .default(sql`'{}'`),
    /** Empty: all of Belgium. */
    postcodes: text('postcodes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The localities picked by name, of those postcodes: the search's places are shown by them. */
    cityIds: integer('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    priceMinCents: bigint('price_min_cents', { mode: 'number' }),
    priceMaxCents: bigint('price_max_cents', { mode: 'number' }),
    bedroomsMin: integer('bedrooms_min'),
    livableSurfaceMin: integer('livable_surface_min'),
    createdAt: createdAt(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
    lastSearchAt: timestamptz('last_search_at'),
    emailDigest: boolean('email_digest').notNull().default(false),
    emailNotification: text('email_notification').$type<AlertState>().notNull().default('off'),
    pushNotification: text('push_notification').$type<AlertState>().notNull().default('off'),
    automaticAlert: boolean('automatic_alert').notNull().default(false),
    /** The last real-time e-mail of this search: the next one waits an hour. */
    lastEmailedAt: timestamptz('last_emailed_at'),
    /** The one-click unsubscribe link's secret: it stops this search's e-mails, and nothing else. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** The portal's id of a search saved on the public site (internal/saved-searches): stored once. */
    externalId: text('external_id'),
  },
  (table) => [
    index('saved_searches_user_created_idx').on(table.userId, table.createdAt),
    index('saved_searches_match_idx').on(table.transactionType),
    index('saved_searches_postcodes_idx').using('gin', table.postcodes),
    uniqueIndex('saved_searches_unsubscribe_idx').on(table.unsubscribeToken),
    uniqueIndex('saved_searches_external_idx').on(table.externalId),
    check('saved_searches_email_state_check', sql`${table.emailNotification} in ('off', 'pending', 'on')`),
    check('saved_searches_push_state_check', sql`${table.pushNotification} in ('off', 'pending', 'on')`),
  ],
);

/**
 * A listing that matched a search after it was saved: written by the matching job, once per pair,
 * and marked by each channel when it has told the user, so no channel tells twice.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamptz('matched_at').notNull().defaultNow(),
    /** The listing's publication this match is about: a publication after it makes the pair new again. */
    publishedAt: timestamptz('published_at'),
    emailedAt: timestamptz('emailed_at'),
    digestedAt: timestamptz('digested_at'),
    pushedAt: timestamptz('pushed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.listingId] }),
    index('alert_matches_listing_idx').on(table.listingId),
  ],
);

/** The address alerts go to, once its owner confirmed it by the e-mail's link. */
export const alertAddresses = pgTable('alert_addresses', {
  userId: userRef().primaryKey(),
  email: text('email').notNull(),
  confirmedAt: timestamptz('confirmed_at').notNull().defaultNow(),
});

/** Push messages for the app devices; without a push provider this table is where they wait. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => appDevices.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [index('push_outbox_user_idx').on(table.userId)],
);

/** The job that matches new listings to searches remembers how far it got. */
export const alertCursor = pgTable('alert_cursor', {
  id: integer('id').primaryKey().default(1),
  /** Listings published up to this moment have been matched. */
  matchedUntil: timestamptz('matched_until').notNull(),
});

/** The daily digest of a user: when it last went, and the secret of its unsubscribe link. */
export const alertDigests = pgTable('alert_digests', {
  userId: userRef().primaryKey(),
  lastSentAt: timestamptz('last_sent_at'),
  unsubscribeToken: text('unsubscribe_token')
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()::text`),
});
