import type { OrderPayment } from '@app/contract';
import { ERR, MSG } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../http-error';
import { findPayment, markPaid } from './order-payment.repository';

/**
 * PUT internal/orders/:id/payment (decision 062): the back office records when an order was paid.
 * Recorded once: the same call again answers the same; another time for a paid order answers 409
 * with the recorded one. A payment in the future is refused.
 */
export async function recordOrderPayment(
  db: Database,
  orderId: number,
  paidAtText: string,
  now: Date,
): Promise<OrderPayment> {
  const paidAt = new Date(paidAtText);
  if (paidAt.getTime() > now.getTime()) throw validationFailed({ paidAt: MSG.invalid });
  const row = (await markPaid(db, orderId, paidAt)) ?? (await findPayment(db, orderId));
  if (!row) throw notFound();
  if (row.paid_at === null) throw new Error(`orders ${orderId}: not marked paid`);
  if (new Date(row.paid_at).getTime() !== paidAt.getTime())
    throw new HttpError(409, 'paid_at_another_time', ERR.orderPaidAtAnotherTime, {}, undefined, {
      paidAt: row.paid_at,
    });
  return { id: row.id, reference: row.reference, paidAt: row.paid_at };
}
