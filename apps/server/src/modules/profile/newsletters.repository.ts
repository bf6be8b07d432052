import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

export async function findSubscribedNewsletterIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ newsletterId: newsletterSubscriptions.newsletterId })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.userId, userId));
  return new Set(rows.map((row) => row.newsletterId));
}

/** Idempotent both ways: subscribing twice or unsubscribing when not subscribed changes nothing. */
export async function setSubscription(
  db: Database,
  userId: number,
  newsletterId: number,
  subscribed: boolean,
): Promise<void> {
  if (subscribed) {
    await db.insert(newsletterSubscriptions).values({ userId, newsletterId }).onConflictDoNothing();
  } else {
    await db
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.userId, userId),
          eq(newsletterSubscriptions.newsletterId, newsletterId),
        ),
      );
  }
}
