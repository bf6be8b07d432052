import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { int, isoUtc, rowsOf } from '../../db/sql';

const PaymentRow = z.object({ id: int, reference: z.string(), paid_at: z.string().nullable() });
export type PaymentRow = z.infer<typeof PaymentRow>;

const COLUMNS = sql`id, reference, ${isoUtc(sql`paid_at`)} as paid_at`;

/** Marks an unpaid order paid at `paidAt`; undefined when there is no such unpaid order. */
export async function markPaid(db: Database, orderId: number, paidAt: Date): Promise<PaymentRow | undefined> {
  const [row] = rowsOf(
    PaymentRow,
    await db.execute(sql`update orders set paid_at = ${paidAt} where id = ${orderId} and paid_at is null
      returning ${COLUMNS}`),
  );
  return row;
}

/**
 * The order as it is now. Read after markPaid in a statement of its own: one that waited for the row
 * lock of a payment at the same time keeps its older snapshot (decision 053).
 */
export async function findPayment(db: Database, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = rowsOf(
    PaymentRow,
    await db.execute(sql`select ${COLUMNS} from orders where id = ${orderId}`),
  );
  return row;
}
