import { eq } from 'drizzle-orm';
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
