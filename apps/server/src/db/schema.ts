import type { CustomerType, Language, PACKS, ProductCode, SelectionMethod } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lowercase; the unique index on lower(email) guards against mixed-case duplicates too. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in through a connected provider (no password entry in the menu). */
    passwordHash: text('password_hash'),
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
    language: text('language').$type<Language>().notNull().default('nl'),
    phone: text('phone'),
    mobile: text('mobile'),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the cookie token: a leaked table does not give usable cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** Failed logins only; counted per e-mail and per address over a sliding window. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.attemptedAt),
    index('login_attempts_ip_idx').on(table.ip, table.attemptedAt),
    index('login_attempts_attempted_at_idx').on(table.attemptedAt),
  ],
);

export const EMAIL_TOKEN_PURPOSES = ['confirm-email'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const emailTokens = pgTable(
  'email_tokens',
  {
    /** sha256 (hex) of the token in the link; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('email_tokens_user_id_idx').on(table.userId)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    zip: text('zip').notNull(),
    name: text('name').notNull(),
    /** Lowercase ASCII form of the name: accent-insensitive search without unaccent (absent on PGlite). */
    nameSearch: text('name_search').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [index('cities_zip_idx').on(table.zip), index('cities_name_search_idx').on(table.nameSearch)],
);

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
  },
  (table) => [uniqueIndex('user_products_user_code_idx').on(table.userId, table.code)],
);

/** Every e-mail lands here first; without SMTP this table is the development mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
  sentAt: timestamptz('sent_at'),
  error: text('error'),
});
