import { ERASED_EMAIL_DOMAIN } from '@app/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { PERSONAL_DATA_ERASURE } from '../../../personal-data';
import { emailTokens, users } from '../../../db/schema';

/** Every table with a user_id column whose rows go with the account, in deletion order. */
export const USER_TABLES = PERSONAL_DATA_ERASURE.flatMap((module) => module.userTables ?? []);

/** The deleted account's e-mail: never deliverable (RFC 2606 .invalid), unique by id. */
export const anonymousEmail = (userId: number): string => `deleted-${userId}@${ERASED_EMAIL_DOMAIN}`;

export const DELETED_STATUS = -1;

/**
 * Claims the token and, in the same transaction, removes every personal row of its user and
 * anonymises the users row (kept so ids stay stable for anything that referenced it).
 * Returns the user id, or null when the token is unknown, used or expired.
 */
export async function deleteAccountWithToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    // The conditional update claims the token: two clicks on the link cannot both run.
    const [token] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, 'delete-account'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId });
    if (!token) return null;
    const userId = token.userId;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return null;

    // Each module erases what it holds, in an order the foreign keys allow (src/personal-data.ts).
    for (const module of PERSONAL_DATA_ERASURE) {
      for (const { table, userId: column } of module.userTables ?? []) {
        await tx.delete(table).where(eq(column, userId));
      }
      await module.erase?.(tx, { id: userId, email: user.email });
    }

    await tx
      .update(users)
      .set({
        email: anonymousEmail(userId),
        passwordHash: null,
        status: DELETED_STATUS,
        isAdmin: false,
        companyName: null,
        firstName: null,
        lastName: null,
        userName: null,
        softwareName: null,
        phone: null,
        mobile: null,
        street: null,
        houseNumber: null,
        box: null,
        postcode: null,
        city: null,
        emailConfirmedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return userId;
  });
}
