import type { LogoTarget } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logos } from '../../db/schema';
import { lockUser } from '../../lib/user-lock';

export type LogoRow = typeof logos.$inferSelect;

export function findLogos(db: Database, userId: number): Promise<LogoRow[]> {
  return db.select().from(logos).where(eq(logos.userId, userId));
}

export async function findLogo(
  db: Database,
  userId: number,
  target: LogoTarget,
): Promise<LogoRow | undefined> {
  const [row] = await db
    .select()
    .from(logos)
    .where(and(eq(logos.userId, userId), eq(logos.target, target)))
    .limit(1);
  return row;
}

/** Sets the logo of a target; returns the storage key it replaced, if any (to remove after commit). */
export async function upsertLogo(db: Database, logo: Omit<LogoRow, 'updatedAt'>): Promise<string | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockUser(tx, logo.userId);
    const previous = await findLogo(tx, logo.userId, logo.target);
    await tx
      .insert(logos)
      .values({ ...logo, updatedAt: now })
      .onConflictDoUpdate({
        target: [logos.userId, logos.target],
        set: { storageKey: logo.storageKey, width: logo.width, height: logo.height, updatedAt: now },
      });
    return previous?.storageKey ?? null;
  });
}

/** Removes the logo of a target; returns its storage key, or null when there was none. */
export async function deleteLogo(db: Database, userId: number, target: LogoTarget): Promise<string | null> {
  const [row] = await db
    .delete(logos)
    .where(and(eq(logos.userId, userId), eq(logos.target, target)))
    .returning({ storageKey: logos.storageKey });
  return row?.storageKey ?? null;
}
