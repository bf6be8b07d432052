import type { OpeningHoursBody } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openingHours } from '../../db/schema';

export type OpeningHoursRow = typeof openingHours.$inferSelect;

/** The index that allows one row per weekday and user. */
export const WEEKDAY_INDEX = 'opening_hours_user_weekday_idx';

export function findOpeningHours(db: Database, userId: number): Promise<OpeningHoursRow[]> {
  return db
    .select()
    .from(openingHours)
    .where(eq(openingHours.userId, userId))
    .orderBy(asc(openingHours.weekday));
}

/** Undefined when the weekday already has hours: the unique index decides, not an earlier read. */
export async function insertOpeningHours(
  db: Database,
  userId: number,
  hours: OpeningHoursBody,
): Promise<OpeningHoursRow | undefined> {
  const [row] = await db
    .insert(openingHours)
    .values({ ...hours, userId })
    .onConflictDoNothing({ target: [openingHours.userId, openingHours.weekday] })
    .returning();
  return row;
}

/** Undefined when no row of this user has this id. Moving to a taken weekday violates WEEKDAY_INDEX. */
export async function updateOpeningHours(
  db: Database,
  userId: number,
  id: number,
  hours: OpeningHoursBody,
): Promise<OpeningHoursRow | undefined> {
  const [row] = await db
    .update(openingHours)
    .set(hours)
    .where(and(eq(openingHours.id, id), eq(openingHours.userId, userId)))
    .returning();
  return row;
}

export async function deleteOpeningHours(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(openingHours)
    .where(and(eq(openingHours.id, id), eq(openingHours.userId, userId)))
    .returning({ id: openingHours.id });
  return rows.length > 0;
}
