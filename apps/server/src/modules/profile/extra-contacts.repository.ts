import type { ExtraContactBody } from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { extraContacts } from '../../db/schema';
import { lockUser } from '../../lib/user-lock';

export type ExtraContactRow = typeof extraContacts.$inferSelect;

export function findExtraContacts(db: Database, userId: number): Promise<ExtraContactRow[]> {
  return db
    .select()
    .from(extraContacts)
    .where(eq(extraContacts.userId, userId))
    .orderBy(asc(extraContacts.id));
}

/** Undefined when the user already has `max` contacts; counted under the user's lock. */
export async function insertExtraContact(
  db: Database,
  userId: number,
  contact: ExtraContactBody,
  max: number,
): Promise<ExtraContactRow | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [count] = await tx
      .select({ value: sql<number>`count(*)::int` })
      .from(extraContacts)
      .where(eq(extraContacts.userId, userId));
    if ((count?.value ?? 0) >= max) return undefined;
    const [row] = await tx
      .insert(extraContacts)
      .values({ ...contact, userId })
      .returning();
    return row;
  });
}

export async function updateExtraContact(
  db: Database,
  userId: number,
  id: number,
  contact: ExtraContactBody,
): Promise<ExtraContactRow | undefined> {
  const [row] = await db
    .update(extraContacts)
    .set(contact)
    .where(and(eq(extraContacts.id, id), eq(extraContacts.userId, userId)))
    .returning();
  return row;
}

export async function deleteExtraContact(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(extraContacts)
    .where(and(eq(extraContacts.id, id), eq(extraContacts.userId, userId)))
    .returning({ id: extraContacts.id });
  return rows.length > 0;
}
