import { PUSH_SUBSCRIPTIONS_MAX } from '@app/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema';
import { lockUser } from '../../../lib/user-lock';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function findSubscriptions(db: Database, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/**
 * Stores a browser's subscription: the same endpoint again (the browser subscribed anew, or another
 * user signed in on it) updates its keys and owner in one statement, so two requests at once store
 * one row. Under the user's lock, the oldest beyond the limit go.
 */
export async function upsertSubscription(
  db: Database,
  subscription: { userId: number; endpoint: string; p256dh: string; auth: string; label: string },
): Promise<PushSubscriptionRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx, subscription.userId);
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(subscription)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: subscription.userId,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          label: subscription.label,
        },
      })
      .returning();
    await tx.execute(sql`delete from push_subscriptions where user_id = ${subscription.userId} and id not in (
      select id from push_subscriptions where user_id = ${subscription.userId}
      order by created_at desc, id desc limit ${PUSH_SUBSCRIPTIONS_MAX})`);
    return row!;
  });
}

/** Deletes one of the user's subscriptions; false when no such subscription is theirs. */
export async function deleteSubscription(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
