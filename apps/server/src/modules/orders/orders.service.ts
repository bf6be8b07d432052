import type { CurrentUser, InvoiceAddressee, InvoiceRequest, Order, ProductPackageCode } from '@app/contract';
import { brusselsToday, ERR, REPEATED_ORDER_WINDOW_SECONDS } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import type { InvoiceRow } from './invoices.repository';
import {
  findListingInvoice,
  findProductInvoice,
  insertInvoice,
  writeNumberedInvoice,
} from './invoices.repository';
import { insertOrder } from './order-product.repository';
import type { RepeatedOrder } from './repeated-order.repository';
import { orderedSince } from './repeated-order.repository';
import type { ListingAddressRow, OrderRow } from './orders.repository';
import {
  findListingOrder,
  findListingOrders,
  findOrder,
  findOwnListing,
  findProductOrder,
  findProductOrders,
} from './orders.repository';

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

/** The answer to the same order placed again a moment ago (decision 054). */
export const orderedAMomentAgo = () => new HttpError(409, 'ordered_a_moment_ago', ERR.orderedAMomentAgo);

/** The start of the window in which the same order again is refused. */
export const repeatedOrderSince = (now: Date): Date =>
  new Date(now.getTime() - REPEATED_ORDER_WINDOW_SECONDS * 1000);

/**
 * Refuses the order when the user placed the same one (type, package, target) within
 * REPEATED_ORDER_WINDOW_SECONDS (decision 054): a double click, a second tab, a retry without an
 * Idempotency-Key. Call it in the order's transaction after the lock that serializes such orders
 * (the listing's, project's or valuation's row, the user's account-order lock, the postcode's lock),
 * so of a burst exactly one order passes.
 */
export async function assertNotRepeated(tx: Database, order: RepeatedOrder, now: Date): Promise<void> {
  if (await orderedSince(tx, order, repeatedOrderSince(now))) throw orderedAMomentAgo();
}

/** File names stay ASCII: every browser keeps them as they are. */
export const receiptFileName = (order: Pick<Order, 'reference'>, prefix: string): string =>
  `${prefix}-${order.reference}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-');
export const invoiceFileName = (invoice: InvoiceRow, prefix: string): string =>
  `${prefix}-${invoice.number}.pdf`.replace(/[^A-Za-z0-9._-]/g, '-');

/** A product order as the products module decided it (decision 023). */
export interface AccountOrderPlan {
  package: ProductPackageCode;
  amountCents: number;
  remarks: string | null;
  /** What the same order again names (decision 054): the account, or a postcode (Pro First, zones). */
  target: 'account' | { postcode: string };
}

/**
 * POST my-products/order for a product: in one transaction, `apply` checks and changes the products
 * (or throws, and nothing is written), then the order and its invoice are written; what `apply`
 * answers runs with the order's id (to link a row to it). Returns the order. `apply` takes the lock
 * that serializes such orders (the user's account-order lock, the postcode's), so the same order
 * placed a moment ago is refused after it (decision 054): its rules answer first (a pack or a
 * postcode one holds), and what they let through twice (Property Advisor credits) is refused here,
 * `apply`'s writes rolled back with it.
 */
export async function placeAccountOrder(
  db: Database,
  user: CurrentUser,
  plan: AccountOrderPlan,
  addressee: InvoiceAddressee,
  apply: (tx: Database, today: string) => Promise<void | ((orderId: number) => Promise<void>)>,
  now: Date,
): Promise<Order> {
  const today = brusselsToday(now);
  const orderId = await db.transaction(async (tx) => {
    const afterOrder = await apply(tx, today);
    const { target, ...planned } = plan;
    await assertNotRepeated(tx, { userId: user.id, type: 'product', package: plan.package, target }, now);
    const id = await insertOrder(tx, { userId: user.id, today, now }, 'account', {
      type: 'product',
      ...planned,
    });
    if (afterOrder) await afterOrder(id);
    const order = await findOrder(tx, id);
    if (!order) throw new Error(`order ${id} vanished in its own transaction`);
    await writeNumberedInvoice(
      tx,
      { ...order, type: 'product', vlancode: null },
      addressee,
      now,
      Number(today.slice(0, 4)),
    );
    return id;
  });
  const row = await findOrder(db, orderId);
  if (!row) throw new Error(`order ${orderId} vanished after its commit`);
  return toOrder(row);
}

/**
 * A valuation order (decision 026) in the caller's transaction, which has checked the valuation is
 * the caller's; answers the order's id. Private users get a receipt, no invoice.
 */
export async function recordValuationOrder(
  tx: Database,
  context: { userId: number; today: string; now: Date },
  target: { valuationId: number; endsOn: string },
  plan: { package: string; amountCents: number; remarks: string | null },
): Promise<number> {
  return insertOrder(tx, context, target, { type: 'valuation', ...plan });
}

export { valuationReceiptPdf } from './receipt-pdf';

/** GET my-products/orders: the caller's product orders, newest first. */
export async function productOrders(db: Database, user: CurrentUser): Promise<Order[]> {
  return (await findProductOrders(db, user.id)).map(toOrder);
}

/** The invoice of one of the caller's product orders; someone else's order answers 404. */
export async function productInvoiceOf(
  db: Database,
  user: CurrentUser,
  orderId: number,
): Promise<{ invoice: InvoiceRow; order: Order }> {
  const row = await findProductOrder(db, user.id, orderId);
  const invoice = row && (await findProductInvoice(db, { userId: user.id, orderId }));
  if (!row || !invoice) throw notFound();
  return { invoice, order: toOrder(row) };
}
