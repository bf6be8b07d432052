import type { PaymentMethod } from '@app/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import type { PaymentMethodRow } from './payment-methods.repository';
import { deletePaymentMethod, findPaymentMethods } from './payment-methods.repository';

/** Only what product.md allows to keep: brand, last four digits and expiry. */
export const toPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

export async function paymentMethodsOf(db: Database, userId: number): Promise<PaymentMethod[]> {
  return (await findPaymentMethods(db, userId)).map(toPaymentMethod);
}

/** Removes one of the caller's saved methods; returns the ones left. */
export async function removePaymentMethod(
  db: Database,
  userId: number,
  id: number,
): Promise<PaymentMethod[]> {
  if (!(await deletePaymentMethod(db, userId, id))) throw notFound();
  return paymentMethodsOf(db, userId);
}
