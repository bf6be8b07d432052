import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessions } from '../../../db/schema';

export type SessionListRow = Pick<
  typeof sessions.$inferSelect,
  'id' | 'publicId' | 'createdAt' | 'lastSeenAt' | 'userAgent' | 'ip' | 'method'
>;

/** The user's live sessions (not expired, signed in after `bornAfter`), the most recently active first. */
export function liveSessionsOf(
  db: Database,
  userId: number,
  now: Date,
  bornAfter: Date,
): Promise<SessionListRow[]> {
  return db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      method: sessions.method,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.createdAt, bornAfter)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one of the user's sessions by its public id; the row it ended (its cookie hash), if any. */
export async function deleteSessionOf(
  db: Database,
  userId: number,
  publicId: string,
): Promise<{ id: string } | undefined> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  return ended;
}
