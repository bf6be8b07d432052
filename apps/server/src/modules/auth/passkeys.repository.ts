import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { WebauthnPurpose } from '../../db/schema';
import { passkeys, webauthnChallenges } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;

export const passkeysOf = (db: Database, userId: number): Promise<PasskeyRow[]> =>
  db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));

export async function passkeyCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskey(db: Database, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/** Stores a new passkey; false when its credential id is already stored (a second add of one key). */
export async function insertPasskey(db: Database, row: typeof passkeys.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(passkeys)
    .values(row)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning({ id: passkeys.id });
  return inserted.length > 0;
}

export async function renamePasskeyOf(
  db: Database,
  userId: number,
  id: number,
  name: string,
): Promise<boolean> {
  const renamed = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return renamed.length > 0;
}

export async function deletePasskeyOf(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return deleted.length > 0;
}

/** After a sign-in: its new counter and backup state, and when it was used. */
export async function recordPasskeyUse(
  db: Database,
  id: number,
  use: { counter: number; backedUp: boolean; at: Date },
): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(eq(passkeys.id, id));
}

/** Keeps a ceremony's challenge; a user's new registration replaces their earlier one. */
export async function insertChallenge(
  db: Database,
  challenge: { userId: number | null; purpose: WebauthnPurpose; challenge: string; expiresAt: Date },
): Promise<string> {
  if (challenge.userId !== null) {
    await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.userId, challenge.userId),
          eq(webauthnChallenges.purpose, challenge.purpose),
        ),
      );
  }
  const [row] = await db
    .insert(webauthnChallenges)
    .values(challenge)
    .returning({ id: webauthnChallenges.id });
  return row!.id;
}

/**
 * Takes a live challenge out (deleted: a second use finds none): by its id for a sign-in, by its user
 * for a registration. Undefined when none is live.
 */
export async function takeChallenge(
  db: Database,
  which: { purpose: WebauthnPurpose; now: Date } & ({ id: string } | { userId: number }),
): Promise<string | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.purpose, which.purpose),
        'id' in which ? eq(webauthnChallenges.id, which.id) : eq(webauthnChallenges.userId, which.userId),
        'id' in which ? isNull(webauthnChallenges.userId) : undefined,
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge, expiresAt: webauthnChallenges.expiresAt });
  return row && row.expiresAt > which.now ? row.challenge : undefined;
}

export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}
