import type { PACKS, ProductCode, SelectionMethod, SlotProductCode } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { listings } from './listings';
import { userRef } from './user-ref';
import { users } from './users';

export const userProducts = pgTable(
  'user_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').$type<ProductCode>().notNull(),
    activation: integer('activation').notNull(),
    pack: text('pack').$type<keyof typeof PACKS>(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    slots: integer('slots'),
    selection: text('selection').$type<SelectionMethod>(),
    /** The Brussels Sunday of the last AUTO pick: a second run that day changes nothing. */
    autoPickedOn: date('auto_picked_on', { mode: 'string' }),
    /** Property Advisor: the dossier credits left; null for products without credits. */
    credits: integer('credits'),
    /**
     * Set by the back office's activation, cleared when the owner has been mailed that the product
     * works: at once, or by the product-start job on its start day (decision 062).
     */
    mailOnStart: boolean('mail_on_start').notNull().default(false),
  },
  (table) => [uniqueIndex('user_products_user_code_idx').on(table.userId, table.code)],
);

/** Best Of and Colour usage: which listings hold a slot of the owner's product (spec "Product slots"). */
export const listingProductSlots = pgTable(
  'listing_product_slots',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    product: text('product').$type<SlotProductCode>().notNull(),
    userId: userRef(),
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

/** A Property Advisor dossier on one of the holder's listings (spec "Property Advisor dossier"). */
export const advisorDossiers = pgTable(
  'advisor_dossiers',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    creditsUsed: integer('credits_used').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('advisor_dossiers_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A fixed-price package (decision 023): up to `properties` online listings for a monthly price; each
 * online listing above it costs the contract overrun per day. One per agency.
 */
export const fixedPriceContracts = pgTable('fixed_price_contracts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  package: text('package').notNull(),
  properties: integer('properties').notNull(),
  activation: integer('activation').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  /** As user_products.mail_on_start (decision 062). */
  mailOnStart: boolean('mail_on_start').notNull().default(false),
});

/**
 * Wallpaper PRO banners of an agency (decision 024): the portal's studio makes them with the
 * delegate, so the account area only shows them; one is current on a day, the rest is history.
 */
export const wallpapers = pgTable(
  'wallpapers',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    imageUrl: text('image_url').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  },
  (table) => [index('wallpapers_user_idx').on(table.userId, table.startDate)],
);

/**
 * Sellers who asked the portal to be contacted, one row per agency they reached through Lead
 * Generator (decision 024); the portal's id makes a re-sent request count once per agency.
 */
export const sellerLeads = pgTable(
  'seller_leads',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    externalId: text('external_id').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    postcode: text('postcode').notNull(),
    city: text('city'),
    propertyType: text('property_type').notNull(),
    message: text('message'),
  },
  (table) => [
    uniqueIndex('seller_leads_external_user_idx').on(table.externalId, table.userId),
    index('seller_leads_user_received_idx').on(table.userId, table.receivedAt),
  ],
);
