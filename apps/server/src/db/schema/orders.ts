import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { listings } from './listings';
import { projects } from './projects';
import { userRef } from './user-ref';
import { valuations } from './valuations';

export const ORDER_TYPES = ['publication', 'upsell', 'prolongation', 'product', 'valuation'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * A listing order is for one listing or (publication of a project) one project, never both; a
 * product order (decision 023) is for the account, neither; a valuation order (decision 026) names
 * the valuation it is for, set null if that goes.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    userId: userRef(),
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
    valuationId: integer('valuation_id').references(() => valuations.id, { onDelete: 'set null' }),
    /** A valuation package's last day (decision 026). */
    endsOn: date('ends_on', { mode: 'string' }),
  },
  (table) => [
    index('orders_listing_idx').on(table.listingId),
    index('orders_project_idx').on(table.projectId),
    check(
      'orders_target_check',
      sql`case when ${table.type} in ('product', 'valuation') then ${table.listingId} is null and ${table.projectId} is null
          else (${table.listingId} is null) <> (${table.projectId} is null) end`,
    ),
    index('orders_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('orders_structured_communication_idx').on(table.structuredCommunication),
    check(
      'orders_type_check',
      sql`${table.type} in ('publication', 'upsell', 'prolongation', 'product', 'valuation')`,
    ),
    index('orders_valuation_idx').on(table.valuationId),
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
  /** The listing's or project's vlancode at the time of the order; null for a product order. */
  vlancode: text('vlancode'),
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
