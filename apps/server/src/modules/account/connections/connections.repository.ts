import type { Provider } from '@app/contract';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { identities, oidcStates, users } from '../../../db/schema';

export type IdentityRow = typeof identities.$inferSelect;
export type OidcStateRow = typeof oidcStates.$inferSelect;

export function findIdentities(db: Database, userId: number): Promise<IdentityRow[]> {
  return db.select().from(identities).where(eq(identities.userId, userId));
}

export async function findLoginProfile(
  db: Database,
  userId: number,
): Promise<{ hasPassword: boolean; origin: string } | undefined> {
  const [row] = await db
    .select({ hasPassword: sql<boolean>`${users.passwordHash} is not null`, origin: users.origin })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertOidcState(
  db: Database,
  row: typeof oidcStates.$inferInsert,
  now: Date,
): Promise<void> {
  // Abandoned flows leave rows behind; they are never read again once expired.
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, now));
  await db.insert(oidcStates).values(row);
}

/** Takes the state out (single use) and returns it when it belongs to `provider` and has not expired. */
export async function consumeOidcState(
  db: Database,
  state: string,
  provider: Provider,
  now: Date,
): Promise<OidcStateRow | null> {
  const [row] = await db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
  if (!row || row.provider !== provider || row.expiresAt <= now) return null;
  return row;
}

/**
 * Links (provider, subject) to the user; one identity per user and provider, so a new link replaces
 * an earlier or revoked one. 'taken' when that identity belongs to another user.
 */
export async function linkIdentity(
  db: Database,
  link: { userId: number; provider: Provider; subject: string; email: string | null; now: Date },
): Promise<'linked' | 'taken'> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, link.provider), eq(identities.subject, link.subject)));
    if (owner && owner.userId !== link.userId) return 'taken';
    await tx
      .delete(identities)
      .where(and(eq(identities.userId, link.userId), eq(identities.provider, link.provider)));
    await tx.insert(identities).values({
      userId: link.userId,
      provider: link.provider,
      subject: link.subject,
      email: link.email,
      linkedAt: link.now,
    });
    return 'linked';
  });
}

/**
 * Ends the user's link with a provider: revoked (the row stays) or deleted. 'last' (and nothing
 * changes) when it is the only way left to log in: no password and no other active identity.
 */
export async function unlinkIdentity(
  db: Database,
  unlink: { userId: number; provider: Provider; keepRevoked: boolean; now: Date },
): Promise<'unlinked' | 'last'> {
  return db.transaction(async (tx) => {
    // Locks the user: two unlinks at once cannot each leave the other as the last way in.
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, unlink.userId))
      .for('update');
    const active = and(eq(identities.userId, unlink.userId), isNull(identities.revokedAt));
    const mine = and(active, eq(identities.provider, unlink.provider));
    const [linked] = await tx.select({ id: identities.id }).from(identities).where(mine);
    if (!linked) return 'unlinked';
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(identities)
      .where(and(active, ne(identities.provider, unlink.provider)));
    if (!user?.passwordHash && (others?.count ?? 0) === 0) return 'last';

    if (unlink.keepRevoked) {
      await tx.update(identities).set({ revokedAt: unlink.now }).where(mine);
    } else {
      await tx.delete(identities).where(mine);
    }
    return 'unlinked';
  });
}

/** The user of an active identity, unless the account was deleted. */
export async function findUserOfIdentity(
  db: Database,
  provider: Provider,
  subject: string,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: identities.userId })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        eq(identities.provider, provider),
        eq(identities.subject, subject),
        isNull(identities.revokedAt),
        isNull(users.deletedAt),
      ),
    );
  return row?.userId ?? null;
}
