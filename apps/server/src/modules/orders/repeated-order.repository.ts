import type { OrderType } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hasRows } from '../../db/sql';

/** What an order is for, as the window of repeated orders compares it (decision 054). */
export type RepeatedOrderTarget =
  | { listingId: number }
  | { projectId: number }
  | { valuationId: number }
  /** Pro First or a valuation zone: the postcode its territory row names. */
  | { postcode: string }
  /** A product of the account. */
  | 'account';

export interface RepeatedOrder {
  userId: number;
  type: OrderType;
  package: string;
  target: RepeatedOrderTarget;
}

function targetCondition(target: RepeatedOrderTarget) {
  if (target === 'account') return sql`o.listing_id is null and o.project_id is null`;
  if ('listingId' in target) return sql`o.listing_id = ${target.listingId}`;
  if ('projectId' in target) return sql`o.project_id = ${target.projectId}`;
  if ('valuationId' in target) return sql`o.valuation_id = ${target.valuationId}`;
  return sql`exists (select 1 from territories t where t.order_id = o.id and t.postcode = ${target.postcode})`;
}

/**
 * Whether the user placed this order (type, package, target) after `since`: read through
 * orders_user_idx (user, creation time), a few rows at most. Only in a later statement than the
 * lock that serializes such orders does it see the order a parallel request just committed.
 */
export async function orderedSince(tx: Database, order: RepeatedOrder, since: Date): Promise<boolean> {
  return hasRows(
    await tx.execute(sql`
      select 1 from orders o
      where o.user_id = ${order.userId} and o.created_at > ${since.toISOString()}::timestamptz
        and o.type = ${order.type} and o.package = ${order.package} and ${targetCondition(order.target)}
      limit 1`),
  );
}
