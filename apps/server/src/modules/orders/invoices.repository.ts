import { OrderType } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { firstRowOf, hasRows, isoUtc, oneRowOf } from '../../db/sql';
import { invoices } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { invoiceNumber } from '../../lib/invoice-number';

/** The addressee of an invoice, as the request validated it. */
export interface InvoiceAddressee {
  vatNumber: string | null;
  noVat: boolean;
  companyName: string | null;
  name: string;
  street: string;
  number: string;
  box: string | null;
  postcode: string;
  city: string;
}

/** An invoice as the PDF shows it: only its own columns, so it reads the same after the order is gone. */
const InvoiceRow = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  order_reference: z.string(),
  order_type: OrderType,
  package: z.string(),
  amount_cents: z.number(),
  structured_communication: z.string(),
  /** Null for a product order: it bills no listing. */
  vlancode: z.string().nullable(),
  vat_number: z.string().nullable(),
  no_vat: z.boolean(),
  company_name: z.string().nullable(),
  name: z.string(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  box: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

/** The order an invoice copies, read under its row lock. */
const InvoicedOrder = InvoiceRow.pick({
  package: true,
  amount_cents: true,
  structured_communication: true,
  vlancode: true,
}).extend({
  reference: z.string(),
  type: OrderType,
});

/** Any number: the same in every instance; the second key is the year, so years do not wait on each other. */
const INVOICE_NUMBER_LOCK_ID = 7_240_313;
const NextRow = z.object({ next: z.number().int() });

export type InvoiceOutcome = 'created' | 'not_found' | 'exists';

/**
 * Writes the invoice of one of the user's orders of one listing in one transaction: the order row is
 * locked (two requests for the same order run one after the other, the second sees the first
 * invoice), then the year's number lock is taken so numbers stay consecutive with concurrent requests
 * of other orders; the invoice copies what it bills, so it outlives the order (decision 013).
 */
export async function insertInvoice(
  db: Database,
  target: { userId: number; listingId: number; orderId: number },
  addressee: InvoiceAddressee,
  now: Date,
  year: number,
): Promise<InvoiceOutcome> {
  try {
    return await writeInvoice(db, target, addressee, now, year);
  } catch (error) {
    // The unique order id is the last guard: whatever got past the lock, one order has one invoice.
    if (isUniqueViolation(error, 'invoices_order_id_unique')) return 'exists';
    throw error;
  }
}

async function writeInvoice(
  db: Database,
  target: { userId: number; listingId: number; orderId: number },
  addressee: InvoiceAddressee,
  now: Date,
  year: number,
): Promise<InvoiceOutcome> {
  return db.transaction(async (tx) => {
    const found = await tx.execute(sql`
      select o.reference, o.type, o.package, o.amount_cents::float8 as amount_cents,
             o.structured_communication, l.vlancode
      from orders o join listings l on l.id = o.listing_id
      where o.id = ${target.orderId} and o.listing_id = ${target.listingId} and o.user_id = ${target.userId}
      for update of o
    `);
    const order = firstRowOf(InvoicedOrder, found);
    if (!order) return 'not_found';
    // A statement of its own, after the lock: it sees an invoice that a request holding the lock
    // before us committed (the locking statement's snapshot is older than that commit).
    const existing = await tx.execute(sql`select 1 from invoices where order_id = ${target.orderId}`);
    if (hasRows(existing)) return 'exists';

    await writeNumberedInvoice(tx, { id: target.orderId, ...order }, addressee, now, year);
    return 'created';
  });
}

/**
 * Inside the caller's transaction: takes the year's number lock so numbers stay consecutive with
 * concurrent requests, and writes the invoice as a copy of what it bills (decision 013).
 */
export async function writeNumberedInvoice(
  tx: Database,
  order: z.infer<typeof InvoicedOrder> & { id: number },
  addressee: InvoiceAddressee,
  now: Date,
  year: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK_ID}::int, ${year}::int)`);
  const next = await tx.execute(sql`
    select coalesce(max(split_part(number, '/', 2)::int), 0) + 1 as next
    from invoices where number like ${`${year}/%`}
  `);
  const sequence = oneRowOf(NextRow, next).next;

  await tx.insert(invoices).values({
    orderId: order.id,
    orderReference: order.reference,
    orderType: order.type,
    package: order.package,
    amountCents: order.amount_cents,
    structuredCommunication: order.structured_communication,
    vlancode: order.vlancode,
    vatNumber: addressee.vatNumber,
    noVat: addressee.noVat,
    companyName: addressee.companyName,
    name: addressee.name,
    street: addressee.street,
    houseNumber: addressee.number,
    box: addressee.box,
    zip: addressee.postcode,
    city: addressee.city,
    createdAt: now,
    number: invoiceNumber(year, sequence),
  });
}

const INVOICE_COLUMNS = sql`
  i.id, i.number, ${isoUtc(sql`i.created_at`)} as created_at, i.order_reference, i.order_type,
  i.package, i.amount_cents::float8 as amount_cents, i.structured_communication, i.vlancode,
  i.vat_number, i.no_vat, i.company_name, i.name, i.street, i.house_number, i.box, i.zip, i.city`;

/** The invoice of one of the user's product orders, or undefined. */
export async function findProductInvoice(
  db: Database,
  target: { userId: number; orderId: number },
): Promise<InvoiceRow | undefined> {
  const result = await db.execute(sql`
    select ${INVOICE_COLUMNS}
    from invoices i join orders o on o.id = i.order_id
    where o.id = ${target.orderId} and o.type = 'product' and o.user_id = ${target.userId}
  `);
  return firstRowOf(InvoiceRow, result);
}

/** The invoice of one of the user's orders of one listing, or undefined (none requested yet). */
export async function findListingInvoice(
  db: Database,
  target: { userId: number; listingId: number; orderId: number },
): Promise<InvoiceRow | undefined> {
  const result = await db.execute(sql`
    select ${INVOICE_COLUMNS}
    from invoices i join orders o on o.id = i.order_id
    where o.id = ${target.orderId} and o.listing_id = ${target.listingId} and o.user_id = ${target.userId}
  `);
  return firstRowOf(InvoiceRow, result);
}
