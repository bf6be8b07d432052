import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { orders } from './orders';
import { userRef } from './user-ref';
import { valuations } from './valuations';

/**
 * A postcode an agency holds for a period (decision 026): Pro First, or a valuation zone in
 * exclusivity or in a pool. Who may hold what is checked by the order under a lock per postcode.
 */
export const territories = pgTable(
  'territories',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    product: text('product').notNull(),
    postcode: text('postcode').notNull(),
    zoneType: text('zone_type'),
    activation: integer('activation').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    monthlyPriceCents: bigint('monthly_price_cents', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('territories_postcode_idx').on(table.product, table.postcode, table.endDate),
    index('territories_user_idx').on(table.userId, table.product),
    check('territories_product_check', sql`${table.product} in ('proFirst', 'valuation')`),
    check(
      'territories_zone_type_check',
      sql`case when ${table.product} = 'valuation' then ${table.zoneType} in ('exclusivity', 'pool')
          else ${table.zoneType} is null end`,
    ),
  ],
);

/**
 * A consenting valuation request passed on to a zone's holder. It copies what the agency received
 * (by mail too); when the requester's account goes, the request keeps only its zone, property type and
 * day (decisions 030 and 010): surface and bedrooms 0 then mean "not kept".
 */
export const valuationContacts = pgTable(
  'valuation_contacts',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    territoryId: integer('territory_id').references(() => territories.id, { onDelete: 'set null' }),
    valuationId: integer('valuation_id').references(() => valuations.id, { onDelete: 'set null' }),
    zoneType: text('zone_type').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    propertyType: text('property_type').notNull(),
    livableSurface: integer('livable_surface').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    estimateCents: bigint('estimate_cents', { mode: 'number' }),
  },
  (table) => [
    index('valuation_contacts_user_received_idx').on(table.userId, table.receivedAt),
    index('valuation_contacts_territory_idx').on(table.territoryId),
  ],
);
