import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessions, users } from '../../../db/schema';

/** The stored hash; null for an account without a password, undefined for an unknown user. */
export async function findPasswordHash(db: Database, userId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}

/** Stores the new hash and ends every session of the user but `keepSessionId`, together. */
export async function replacePassword(
  db: Database,
  change: { userId: number; passwordHash: string; keepSessionId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: change.passwordHash, updatedAt: change.now })
      .where(eq(users.id, change.userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, change.userId), ne(sessions.id, change.keepSessionId)));
  });
}
