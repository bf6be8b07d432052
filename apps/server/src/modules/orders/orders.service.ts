import type { CurrentUser, InvoiceRequest, Order } from '@app/contract';
import { brusselsToday, ERR } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import type { InvoiceRow } from './invoices.repository';
import { findListingInvoice, insertInvoice } from './invoices.repository';
import type { ListingAddressRow, OrderRow } from './orders.repository';
import { findListingOrder, findListingOrders, findOwnListing } from './orders.repository';

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    type: row.type,
    package: row.package,
    amount: row.amount_cents / 100,
    reference: row.reference,
    structuredCommunication: row.structured_communication,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    listingId: row.listing_id,
    projectId: row.project_id,
    remarks: row.remarks,
    invoice:
      row.invoice_id === null
        ? null
        : { id: row.invoice_id, number: row.invoice_number!, createdAt: row.invoice_created_at! },
  };
}

/** Someone else's listing, a draft and a deleted listing all answer 404, as if absent. */
async function ownListing(db: Database, user: CurrentUser, listingId: number): Promise<ListingAddressRow> {
  const listing = await findOwnListing(db, user.id, listingId);
  if (!listing) throw notFound();
  return listing;
}

/** GET my-properties/:id/orders: newest first, each with its invoice summary. */
export async function listingOrders(db: Database, user: CurrentUser, listingId: number): Promise<Order[]> {
  await ownListing(db, user, listingId);
  return (await findListingOrders(db, user.id, listingId)).map(toOrder);
}

/** An order of one of the user's listings with that listing, for its receipt. */
export async function receiptOf(
  db: Database,
  user: CurrentUser,
  listingId: number,
  orderId: number,
): Promise<{ order: Order; listing: ListingAddressRow }> {
  const listing = await ownListing(db, user, listingId);
  const row = await findListingOrder(db, user.id, listingId, orderId);
  if (!row) throw notFound();
  return { order: toOrder(row), listing };
}

/** The invoice of an order of one of the user's listings; 404 until it was requested. */
export async function invoiceOf(
  db: Database,
  user: CurrentUser,
  listingId: number,
  orderId: number,
): Promise<{ invoice: InvoiceRow; order: Order }> {
  await ownListing(db, user, listingId);
  const row = await findListingOrder(db, user.id, listingId, orderId);
  const invoice = row && (await findListingInvoice(db, { userId: user.id, listingId, orderId }));
  if (!row || !invoice) throw notFound();
  return { invoice, order: toOrder(row) };
}

/** POST my-properties/:id/invoice: one invoice per order, numbered in the Belgian year it is made. */
export async function requestInvoice(
  db: Database,
  user: CurrentUser,
  listingId: number,
  request: InvoiceRequest,
  now: Date = new Date(),
): Promise<Order> {
  await ownListing(db, user, listingId);
  const target = { userId: user.id, listingId, orderId: request.orderId };
  const year = Number(brusselsToday(now).slice(0, 4));
  const outcome = await insertInvoice(
    db,
    target,
    {
      // The contract drops the VAT number when "I don't have a VAT number" is ticked.
      vatNumber: request.vatNumber ?? null,
      noVat: request.noVat,
      companyName: request.companyName ?? null,
      name: request.name,
      street: request.street,
      number: request.number,
      box: request.box ?? null,
      postcode: request.postcode,
      city: request.city,
    },
    now,
    year,
  );
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'exists') throw new HttpError(409, 'conflict', ERR.invoiceExists);
  const row = await findListingOrder(db, user.id, listingId, request.orderId);
  if (!row) throw new Error(`order ${request.orderId} vanished after its invoice was written`);
  return toOrder(row);
}

/** File names stay ASCII: every browser keeps them as they are. */
export const receiptFileName = (order: Order, prefix: string): string =>
  `${prefix}-${order.reference}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-');
export const invoiceFileName = (invoice: InvoiceRow, prefix: string): string =>
  `${prefix}-${invoice.number}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-');
