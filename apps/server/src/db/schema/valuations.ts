import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from '../columns';
import { userRef } from './user-ref';

/** A private user's estimate request for an address (decision 025). */
export const valuations = pgTable(
  'valuations',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    propertyType: text('property_type').notNull(),
    livableSurface: integer('livable_surface').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    buildYear: integer('build_year'),
    condition: text('condition'),
    /** GDPR: the agencies of the zone get the request only with this consent. */
    consentToContact: boolean('consent_to_contact').notNull().default(false),
    remarks: text('remarks'),
    createdAt: createdAt(),
    /** The secret of the quarterly update's unsubscribe link (it stops its owner's update e-mails). */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  },
  (table) => [
    index('valuations_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('valuations_unsubscribe_token_key').on(table.unsubscribeToken),
  ],
);

/**
 * Each estimate of a valuation: the request's, then one per quarter. Amounts in cents; null value is
 * "not enough data". The comparables used are kept as they were that day.
 */
export const valuationEstimates = pgTable(
  'valuation_estimates',
  {
    id: serial('id').primaryKey(),
    valuationId: integer('valuation_id')
      .notNull()
      .references(() => valuations.id, { onDelete: 'cascade' }),
    estimatedOn: date('estimated_on', { mode: 'string' }).notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }),
    lowCents: bigint('low_cents', { mode: 'number' }),
    highCents: bigint('high_cents', { mode: 'number' }),
    pricePerM2Cents: bigint('price_per_m2_cents', { mode: 'number' }),
    confidence: text('confidence'),
    comparableCount: integer('comparable_count').notNull(),
    radiusKm: doublePrecision('radius_km').notNull(),
    comparables: jsonb('comparables').notNull(),
  },
  (table) => [index('valuation_estimates_valuation_idx').on(table.valuationId, table.estimatedOn)],
);
