import type { CustomerType, Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { delegates } from './delegates';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercase; the unique index on lower(email) guards against mixed-case duplicates too. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in through a connected provider (no password entry in the menu). */
    passwordHash: text('password_hash'),
    /** When the password was last changed: a change request that arrived before it refers to the old one. */
    passwordChangedAt: timestamptz('password_changed_at'),
    status: integer('status').notNull().default(0),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPro: boolean('is_pro').notNull().default(false),
    companyName: text('company_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    userName: text('user_name'),
    customerType: text('customer_type').$type<CustomerType>(),
    /** The listing software that manages this agency's listings; non-null means hasSoftware. */
    softwareName: text('software_name'),
    /** The agency's delegate at the portal (Wallpaper PRO changes go to them); null: the sales desk. */
    delegateId: integer('delegate_id').references(() => delegates.id, { onDelete: 'set null' }),
    language: text('language').$type<Language>().notNull().default('nl'),
    /** The quarterly e-mail about the estimates of one's valuations; stopped by its one-click link. */
    valuationUpdateMails: boolean('valuation_update_mails').notNull().default(true),
    phone: text('phone'),
    mobile: text('mobile'),
    street: text('street'),
    houseNumber: text('house_number'),
    box: text('box'),
    postcode: text('postcode'),
    city: text('city'),
    /** How the account was created: 'password', or the provider it signed up with (Belfius rule). */
    origin: text('origin').notNull().default('password'),
    /** Set when the deletion procedure completed; the row is kept anonymised. */
    deletedAt: timestamptz('deleted_at'),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);
