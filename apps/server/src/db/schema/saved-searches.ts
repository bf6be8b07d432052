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
import { appDevices, pushSubscriptions } from './account';
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
    /**
     * Whether the user wants push alerts. What a reader sees is computed (decision 059): 'on' while
     * the user has a connected app device or a browser subscription, else 'pending'.
     */
    pushNotification: text('push_notification').$type<'off' | 'on'>().notNull().default('off'),
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
    check('saved_searches_push_state_check', sql`${table.pushNotification} in ('off', 'on')`),
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

/**
 * Push messages, one per target: an app device (Firebase Cloud Messaging) or a browser (Web Push).
 * Without a provider set this table is where they wait; the send-push job delivers them with the same
 * claim, lease and retries as the mail outbox.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    deviceId: integer('device_id').references(() => appDevices.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Strings only (FCM's data); `url` the listing, `image` its photo. */
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    /** Delivery attempts so far, the one in progress included. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this moment: backoff (or the provider's Retry-After) after a failed attempt. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** Set, and committed, before the provider's call: a row claimed but never marked is not sent again. */
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    /** Given up (too many failures, a target gone, too old, interrupted): never retried. */
    failedAt: timestamptz('failed_at'),
    error: text('error'),
  },
  (table) => [
    index('push_outbox_user_idx').on(table.userId),
    index('push_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('push_outbox_subscription_idx').on(table.subscriptionId),
    index('push_outbox_device_idx').on(table.deviceId),
    check('push_outbox_one_target', sql`(${table.deviceId} is null) <> (${table.subscriptionId} is null)`),
  ],
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
