import { OrderType } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { firstRowOf, isoUtc, rowsOf } from '../../db/sql';
import { NEVER_LISTED } from '../../db/listing-status';

/** An order with its invoice summary, as the database formats it for both drivers. */
const OrderRow = z.object({
  id: z.number().int(),
  type: OrderType,
  package: z.string(),
  /** Euro cents as a double: bigint would arrive as a string on node-postgres. */
  amount_cents: z.number(),
  reference: z.string(),
  structured_communication: z.string(),
  /** ISO 8601 in UTC. */
  created_at: z.string(),
  paid_at: z.string().nullable(),
  listing_id: z.number().int().nullable(),
  project_id: z.number().int().nullable(),
  remarks: z.string().nullable(),
  invoice_id: z.number().int().nullable(),
  invoice_number: z.string().nullable(),
  invoice_created_at: z.string().nullable(),
});
export type OrderRow = z.infer<typeof OrderRow>;

/** What a receipt names of the listing: its code and address. */
const ListingAddressRow = z.object({
  id: z.number().int(),
  vlancode: z.string(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  box: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
});
export type ListingAddressRow = z.infer<typeof ListingAddressRow>;

export const ORDER_COLUMNS = sql`
  o.id, o.type, o.package, o.amount_cents::float8 as amount_cents, o.reference,
  o.structured_communication, ${isoUtc(sql`o.created_at`)} as created_at,
  case when o.paid_at is null then null else ${isoUtc(sql`o.paid_at`)} end as paid_at,
  o.listing_id, o.project_id, o.remarks,
  i.id as invoice_id, i.number as invoice_number,
  case when i.id is null then null else ${isoUtc(sql`i.created_at`)} end as invoice_created_at`;

/**
 * One of the user's listings as my-properties shows them (drafts and deleted listings are not
 * listings there), or undefined: someone else's listing is treated as absent.
 */
export async function findOwnListing(
  db: Database,
  userId: number,
  listingId: number,
): Promise<ListingAddressRow | undefined> {
  const result = await db.execute(sql`
    select l.id, l.vlancode, l.street, l.house_number, l.box, l.zip, l.city
    from listings l
    where l.id = ${listingId} and l.user_id = ${userId} and l.status_id not in (${NEVER_LISTED})
  `);
  return firstRowOf(ListingAddressRow, result);
}

/** The user's orders of one listing, newest first (the id breaks ties of the same instant). */
export async function findListingOrders(
  db: Database,
  userId: number,
  listingId: number,
): Promise<OrderRow[]> {
  const result = await db.execute(sql`
    select ${ORDER_COLUMNS}
    from orders o left join invoices i on i.order_id = o.id
    where o.listing_id = ${listingId} and o.user_id = ${userId}
    order by o.created_at desc, o.id desc
  `);
  return rowsOf(OrderRow, result);
}

/** One order of the user's listing, or undefined. */
export async function findListingOrder(
  db: Database,
  userId: number,
  listingId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const result = await db.execute(sql`
    select ${ORDER_COLUMNS}
    from orders o left join invoices i on i.order_id = o.id
    where o.id = ${orderId} and o.listing_id = ${listingId} and o.user_id = ${userId}
  `);
  return firstRowOf(OrderRow, result);
}

/** One order with its invoice, by id (after a write of the same request). */
export async function findOrder(db: Database, orderId: number): Promise<OrderRow | undefined> {
  const result = await db.execute(sql`
    select ${ORDER_COLUMNS}
    from orders o left join invoices i on i.order_id = o.id
    where o.id = ${orderId}
  `);
  return firstRowOf(OrderRow, result);
}

/** The user's product orders (decision 023), newest first. */
export async function findProductOrders(db: Database, userId: number): Promise<OrderRow[]> {
  const result = await db.execute(sql`
    select ${ORDER_COLUMNS}
    from orders o left join invoices i on i.order_id = o.id
    where o.user_id = ${userId} and o.type = 'product'
    order by o.created_at desc, o.id desc
  `);
  return rowsOf(OrderRow, result);
}

/** One of the user's product orders, or undefined. */
export async function findProductOrder(
  db: Database,
  userId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const result = await db.execute(sql`
    select ${ORDER_COLUMNS}
    from orders o left join invoices i on i.order_id = o.id
    where o.id = ${orderId} and o.user_id = ${userId} and o.type = 'product'
  `);
  return firstRowOf(OrderRow, result);
}
