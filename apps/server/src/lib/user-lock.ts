import type { SQL } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Takes the user's row lock until the transaction ends. Writes that count or renumber a user's rows
 * (gallery positions, the contact limit, replacing all extra addresses) take it first, so two
 * requests of the same user run one after the other instead of both seeing the old rows.
 */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A table whose rows belong to a user and are named by id (a draft, a saved search, a bookmark). */
export type UserRowTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/**
 * Takes the lock of row `id` of `table` until the transaction ends, if that row is the user's (and
 * meets `condition`); false when there is no such row. A conditional write (decision 055) takes it
 * before it reads the row's version, so parallel writes of one row run one after the other.
 */
export async function lockUserRow(
  tx: Database,
  table: UserRowTable,
  userId: number,
  id: number,
  condition?: SQL,
): Promise<boolean> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId), condition))
    .for('update');
  return rows.length > 0;
}
