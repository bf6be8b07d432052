import type { PerLanguageText } from '@app/contract';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { userRef } from './user-ref';

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
