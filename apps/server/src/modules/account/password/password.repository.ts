import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import { oneRowOf } from '../../../db/sql';

const PASSWORD_CHANGE_LOCK_ID = 7_240_341;
const LockedRow = z.object({ locked: z.boolean() });

/**
 * In the caller's transaction: takes the user's password-change lock if no other change of theirs
 * holds it, without waiting. Waiting would keep a pooled connection per queued request through
 * another request's Argon2 check: a burst of 20 used up the pool (503) before the lock came free.
 */
export async function tryLockPasswordChange(tx: Database, userId: number): Promise<boolean> {
  return oneRowOf(
    LockedRow,
    await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PASSWORD_CHANGE_LOCK_ID}::int, ${userId}::int) as locked`,
    ),
  ).locked;
}

export interface StoredPassword {
  /** Null for an account without a password. */
  hash: string | null;
  changedAt: Date | null;
}

/** The stored hash and when it was set; undefined for an unknown user. */
export async function findPassword(db: Database, userId: number): Promise<StoredPassword | undefined> {
  const [row] = await db
    .select({ hash: users.passwordHash, changedAt: users.passwordChangedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Stores the new hash and ends every session of the user but `keepSessionId`, together, only if the
 * stored hash is still `previousHash`: false when another change came first. The update waits for
 * the user's row lock and re-reads the hash after it, so of two such writes only one matches.
 */
export async function replacePassword(
  db: Database,
  change: { userId: number; previousHash: string; passwordHash: string; keepSessionId: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash: change.passwordHash, passwordChangedAt: change.now, updatedAt: change.now })
      .where(and(eq(users.id, change.userId), eq(users.passwordHash, change.previousHash)))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, change.userId), ne(sessions.id, change.keepSessionId)));
    return true;
  });
}

/** Sets a new password whatever the old one was, and ends every session of the user. */
export async function resetPassword(
  tx: Database,
  reset: { userId: number; passwordHash: string; now: Date },
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: reset.passwordHash, passwordChangedAt: reset.now, updatedAt: reset.now })
    .where(eq(users.id, reset.userId));
  await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
}
