import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentMethods } from '../../db/schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function findPaymentMethods(db: Database, userId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(asc(paymentMethods.id));
}

export async function deletePaymentMethod(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning({ id: paymentMethods.id });
  return rows.length > 0;
}
