import type {
  ListingEventKind,
  PropertyType,
  SelectionMethod,
  SlotProductCode,
  TransactionType,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { cities, users } from './schema';

/** Issue 4: the listings of the whole portal, projects, daily statistics, orders and invoices. */

const ownerRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** nl/fr/en texts of a listing or project; a language may be missing (null). */
export interface ListingTexts {
  nl: string | null;
  fr: string | null;
  en: string | null;
}

export const ORDER_TYPES = ['publication', 'upsell', 'prolongation'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** A project (new development) with models; status 3 is a project draft (decision 003). */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: ownerRef(),
    name: text('name').notNull(),
    vlancode: text('vlancode').notNull(),
    reference: text('reference'),
    statusId: integer('status_id').notNull(),
    street: text('street'),
    houseNumber: text('house_number'),
    zip: text('zip'),
    city: text('city'),
    cityId: integer('city_id').references(() => cities.id),
    description: jsonb('description')
      .$type<ListingTexts>()
      .notNull()
      .default({ nl: null, fr: null, en: null }),
    onlineDate: date('online_date', { mode: 'string' }),
    offlineDate: date('offline_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_vlancode_idx').on(table.vlancode),
    index('projects_user_status_idx').on(table.userId, table.statusId),
    check('projects_status_id_check', sql`${table.statusId} between 1 and 7`),
  ],
);

export const projectModels = pgTable(
  'project_models',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    bedrooms: integer('bedrooms'),
    surfaceMin: integer('surface_min'),
    surfaceMax: integer('surface_max'),
    priceMinCents: bigint('price_min_cents', { mode: 'number' }),
    priceMaxCents: bigint('price_max_cents', { mode: 'number' }),
    unitCount: integer('unit_count').notNull().default(0),
  },
  (table) => [index('project_models_project_idx').on(table.projectId)],
);

/**
 * A listing (Property of spec section 3). Status 3 is a property draft: never shown as a listing
 * before publication. A unit of a project carries project_id and model_id.
 */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    /** The portal code: 3 capital letters and 4 digits, unique. */
    vlancode: text('vlancode').notNull(),
    userId: ownerRef(),
    statusId: integer('status_id').notNull(),
    transactionType: text('transaction_type').$type<TransactionType>().notNull(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    yourReference: text('your_reference'),
    /** Set for listings managed by the owner's software (users.software_name). */
    softwareReference: text('software_reference'),
    /** Null: price on request. */
    priceCents: bigint('price_cents', { mode: 'number' }),
    street: text('street'),
    houseNumber: text('house_number'),
    box: text('box'),
    zip: text('zip'),
    city: text('city'),
    cityId: integer('city_id').references(() => cities.id),
    livableSurface: integer('livable_surface'),
    bedrooms: integer('bedrooms'),
    url: text('url'),
    description: jsonb('description')
      .$type<ListingTexts>()
      .notNull()
      .default({ nl: null, fr: null, en: null }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    modelId: integer('model_id').references(() => projectModels.id, { onDelete: 'set null' }),
    onlineDate: date('online_date', { mode: 'string' }),
    offlineDate: date('offline_date', { mode: 'string' }),
    rating: smallint('rating'),
    photoCount: integer('photo_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('listings_vlancode_idx').on(table.vlancode),
    index('listings_user_status_idx').on(table.userId, table.statusId),
    index('listings_user_transaction_idx').on(table.userId, table.transactionType),
    index('listings_user_type_idx').on(table.userId, table.propertyType),
    index('listings_user_created_idx').on(table.userId, table.createdAt),
    index('listings_zip_idx').on(table.zip),
    index('listings_project_idx').on(table.projectId),
    check('listings_status_id_check', sql`${table.statusId} between 1 and 7`),
    check('listings_rating_check', sql`${table.rating} between 0 and 5`),
  ],
);

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

/** An order is for one listing or (publication of a project) one project, never both. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    userId: ownerRef(),
    type: text('type').$type<OrderType>().notNull(),
    package: text('package').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    /** Belgian structured communication, +++123/4567/89012+++ (mod-97 check digits). */
    structuredCommunication: text('structured_communication').notNull(),
    reference: text('reference').notNull(),
    /** The "Product order request" remarks (spec section 3). */
    remarks: text('remarks'),
    /** When the terms were accepted; orders placed here always carry it, seeded history may not. */
    termsAcceptedAt: timestamptz('terms_accepted_at'),
  },
  (table) => [
    index('orders_listing_idx').on(table.listingId),
    index('orders_project_idx').on(table.projectId),
    check('orders_target_check', sql`(${table.listingId} is null) <> (${table.projectId} is null)`),
    index('orders_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('orders_structured_communication_idx').on(table.structuredCommunication),
    check('orders_type_check', sql`${table.type} in ('publication', 'upsell', 'prolongation')`),
  ],
);

/**
 * An invoice keeps what it bills (a copy of the order) so that it outlives the order and the account:
 * Belgian accounting law requires invoices to be kept for 10 years (decision 013).
 */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .unique('invoices_order_id_unique')
    .references(() => orders.id, { onDelete: 'set null' }),
  orderReference: text('order_reference').notNull(),
  orderType: text('order_type').$type<OrderType>().notNull(),
  package: text('package').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  structuredCommunication: text('structured_communication').notNull(),
  /** The listing's or project's vlancode at the time of the order. */
  vlancode: text('vlancode').notNull(),
  vatNumber: text('vat_number'),
  noVat: boolean('no_vat').notNull().default(false),
  companyName: text('company_name'),
  name: text('name').notNull(),
  street: text('street'),
  houseNumber: text('house_number'),
  box: text('box'),
  zip: text('zip'),
  city: text('city'),
  createdAt: createdAt(),
  number: text('number').notNull().unique('invoices_number_unique'),
});

/** Best Of and Colour usage: which listings hold a slot of the owner's product (spec "Product slots"). */
export const listingProductSlots = pgTable(
  'listing_product_slots',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    product: text('product').$type<SlotProductCode>().notNull(),
    userId: ownerRef(),
    /** AUTO when the weekly Sunday job picked it, MANUAL when the user did. */
    selection: text('selection').$type<SelectionMethod>().notNull(),
    selectedAt: timestamptz('selected_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.product] }),
    index('listing_product_slots_user_idx').on(table.userId, table.product),
    check('listing_product_slots_product_check', sql`${table.product} in ('bestOf', 'color')`),
  ],
);

/**
 * A contact (lead) sent to a listing through the public portal: a received contact of the listing's
 * owner and, when the author was signed in, a sent contact of the author. Issue 5 feeds and shows them.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The portal's id of the event, so a re-sent contact is stored once. */
    externalId: text('external_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [
    index('contacts_owner_sent_idx').on(table.ownerId, table.sentAt),
    index('contacts_author_sent_idx').on(table.authorId, table.sentAt),
    index('contacts_listing_idx').on(table.listingId, table.sentAt),
    uniqueIndex('contacts_external_id_idx').on(table.externalId),
  ],
);

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
    check(
      'listing_events_kind_check',
      sql`${table.kind} in ('searchAppearance', 'detailView', 'mail', 'phoneRequest')`,
    ),
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
