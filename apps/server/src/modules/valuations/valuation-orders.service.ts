import type { CurrentUser, Paging, ValuationOrder, ValuationOrderRequest } from '@app/contract';
import { brusselsToday, ORDER_PACKAGES, pagingOf, valuationDurationOf } from '@app/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import { assertNotRepeated, recordValuationOrder } from '../orders/orders.service';
import type { ValuationOrderRow } from './valuation-orders.repository';
import {
  findValuationOrder,
  findValuationOrders,
  lastDayOf,
  lockOwnValuation,
} from './valuation-orders.repository';

const toValuationOrder = (row: ValuationOrderRow): ValuationOrder => ({
  id: row.id,
  package: row.package,
  amount: row.amount_cents / 100,
  duration: valuationDurationOf(row.package),
  reference: row.reference,
  structuredCommunication: row.structured_communication,
  createdAt: row.created_at,
  paidAt: row.paid_at,
  endsOn: row.ends_on,
  remarks: row.remarks,
  valuation: row.valuation_id === null ? null : { id: row.valuation_id, address: row.address ?? '' },
});

/** POST my-valuations/orders: newest first, paged. */
export async function listValuationOrders(
  db: Database,
  user: CurrentUser,
  query: { page: number; pageSize: number },
): Promise<{ data: ValuationOrder[]; paging: Paging }> {
  const { rows, total } = await findValuationOrders(db, user.id, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { data: rows.map(toValuationOrder), paging: pagingOf(query, total) };
}

/** GET my-valuations/orders/:orderId (and its receipt): someone else's order answers 404. */
export async function valuationOrderOf(
  db: Database,
  user: CurrentUser,
  orderId: number,
): Promise<ValuationOrder> {
  const row = await findValuationOrder(db, user.id, orderId);
  if (!row) throw notFound();
  return toValuationOrder(row);
}

/**
 * POST my-valuations/order (decision 026): for one of the caller's valuations (404 otherwise), at
 * the contract's price, running from today for the package's years or days; paid by transfer.
 */
export async function orderValuation(
  db: Database,
  user: CurrentUser,
  request: ValuationOrderRequest,
  now: Date,
): Promise<ValuationOrder> {
  const today = brusselsToday(now);
  const { price } = ORDER_PACKAGES.valuation[request.package];
  const duration = valuationDurationOf(request.package)!;
  const orderId = await db.transaction(async (tx) => {
    if (!(await lockOwnValuation(tx, user.id, request.valuationId))) throw notFound();
    // Under the valuation's lock: the same package a moment ago answers 409 (decision 054).
    const target = { valuationId: request.valuationId };
    await assertNotRepeated(
      tx,
      { userId: user.id, type: 'valuation', package: request.package, target },
      now,
    );
    const endsOn = await lastDayOf(tx, today, duration);
    return recordValuationOrder(
      tx,
      { userId: user.id, today, now },
      { valuationId: request.valuationId, endsOn },
      { package: request.package, amountCents: Math.round(price * 100), remarks: request.remarks },
    );
  });
  return valuationOrderOf(db, user, orderId);
}
