import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { listings } from './listings';
import { users } from './users';

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
    /** The id of the first contact of its lead (leads below); set by the trigger as the contact arrives. */
    leadId: integer('lead_id'),
  },
  (table) => [
    index('contacts_owner_sent_idx').on(table.ownerId, table.sentAt),
    // One person's contacts about one listing, in time order: what a lead is made of.
    index('contacts_person_idx').on(table.listingId, sql`lower(${table.email})`, table.sentAt),
    index('contacts_author_sent_idx').on(table.authorId, table.sentAt),
    index('contacts_listing_idx').on(table.listingId, table.sentAt),
    uniqueIndex('contacts_external_id_idx').on(table.externalId),
  ],
);

/**
 * A lead: one person's contacts about one listing, each within the repeat window of the previous one
 * (LEAD_REPEAT_WINDOW_MINUTES). Its id is its first contact's. Kept by a trigger on contacts (migration
 * 0024, decision 033) as contacts arrive, so a page of leads is an index range, whatever the number of
 * contacts.
 */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first contact's author (signed in when it was sent), for the sender's list. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    emailKey: text('email_key').notNull(),
    firstAt: timestamptz('first_at').notNull(),
    lastAt: timestamptz('last_at').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    index('leads_owner_first_idx').on(table.ownerId, table.firstAt, table.id),
    index('leads_author_first_idx').on(table.authorId, table.firstAt, table.id),
    index('leads_listing_idx').on(table.listingId, table.emailKey),
  ],
);

/**
 * Each listing's received leads: how many and the last contact's time, for the contacts grouped by
 * listing without a period (decision 035): a page of them is an index range, as a page of leads is. Kept
 * by rebuild_leads (migration 0026) with the leads it makes.
 */
export const listingLeads = pgTable(
  'listing_leads',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    leads: integer('leads').notNull(),
    lastAt: timestamptz('last_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.ownerId] }),
    index('listing_leads_owner_last_idx').on(table.ownerId, table.lastAt, table.listingId),
  ],
);

/**
 * How many leads each owner received per Brussels day of their first contact, so that a page of the
 * received leads, of a period or of all time, starts at its day instead of skipping every lead before
 * it (decision 038). A statement-level trigger on leads keeps it (migrations 0028 and 0030).
 */
export const ownerLeadDays = pgTable(
  'owner_lead_days',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    leads: integer('leads').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.day] })],
);
