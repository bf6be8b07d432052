import type {
  CustomerType,
  Language,
  LogoTarget,
  PACKS,
  PerLanguageText,
  ProductCode,
  Provider,
  SelectionMethod,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

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

export const EMAIL_TOKEN_PURPOSES = ['confirm-email', 'delete-account'] as const;
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
  /** Where a reply goes (a lead's own address), when not to the sender. */
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
  sentAt: timestamptz('sent_at'),
  error: text('error'),
});

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The agency's details beside its user row (one per professional user). */
export const proProfiles = pgTable('pro_profiles', {
  userId: userRef().primaryKey(),
  adminEmail: text('admin_email'),
  leadsEmail: text('leads_email'),
  supportEmail: text('support_email'),
  buyerContactEmail: text('buyer_contact_email'),
  fax: text('fax'),
  ipiNumber: text('ipi_number'),
  vatNumber: text('vat_number'),
  website: text('website'),
  slogan: text('slogan'),
  description: jsonb('description')
    .$type<PerLanguageText>()
    .notNull()
    .default({ nl: null, fr: null, en: null }),
  openingHoursComment: jsonb('opening_hours_comment')
    .$type<PerLanguageText>()
    .notNull()
    .default({ nl: null, fr: null, en: null }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const extraAddresses = pgTable(
  'extra_addresses',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    position: integer('position').notNull(),
    companyName: text('company_name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    box: text('box'),
    websiteUrl: text('website_url'),
  },
  (table) => [index('extra_addresses_user_idx').on(table.userId)],
);

export const openingHours = pgTable(
  'opening_hours',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    weekday: integer('weekday').notNull(),
    morningFrom: text('morning_from'),
    morningTo: text('morning_to'),
    afternoonFrom: text('afternoon_from'),
    afternoonTo: text('afternoon_to'),
    byAppointment: text('by_appointment').$type<'no' | 'also' | 'only'>().notNull().default('no'),
  },
  (table) => [uniqueIndex('opening_hours_user_weekday_idx').on(table.userId, table.weekday)],
);

export const extraContacts = pgTable(
  'extra_contacts',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    createdAt: createdAt(),
  },
  (table) => [index('extra_contacts_user_idx').on(table.userId)],
);

/** Stored files are referenced by key in the storage folder (see storage/), never by client names. */
export const logos = pgTable(
  'logos',
  {
    userId: userRef(),
    target: text('target').$type<LogoTarget>().notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.target] })],
);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('gallery_images_user_idx').on(table.userId, table.position)],
);

/** Saved payment preferences: brand, last four digits and expiry only (product.md). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_methods_user_idx').on(table.userId)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    userId: userRef(),
    newsletterId: integer('newsletter_id').notNull(),
    subscribedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.newsletterId] })],
);

/** Linked identities of an OpenID Connect provider, keyed by provider + subject. */
export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    provider: text('provider').$type<Provider>().notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    linkedAt: createdAt(),
    /** Belfius: kept after revocation (reconnecting is possible only via Belfius). */
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    uniqueIndex('identities_provider_subject_idx').on(table.provider, table.subject),
    uniqueIndex('identities_user_provider_idx').on(table.userId, table.provider),
  ],
);

/** Pending OpenID Connect authorizations (state, PKCE verifier, nonce), shared by every instance. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<Provider>().notNull(),
  purpose: text('purpose').$type<'link' | 'login'>().notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  language: text('language').$type<Language>().notNull(),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const appDevices = pgTable(
  'app_devices',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    clientId: text('client_id').notNull(),
    clientName: text('client_name').notNull(),
    device: text('device').notNull(),
    brand: text('brand'),
    manufacturer: text('manufacturer'),
    model: text('model'),
    status: text('status').$type<'connected' | 'disconnected'>().notNull().default('connected'),
    createdAt: createdAt(),
    modifiedAt: timestamptz('modified_at').notNull().defaultNow(),
  },
  (table) => [index('app_devices_user_idx').on(table.userId)],
);

export * from './schema-listings';
