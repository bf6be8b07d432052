import type { UserSession } from '@app/contract';
import type { SessionLifetimes } from '../../../config';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http-error';
import { clientOf, endOtherSessions, hashToken } from '../../auth/auth.service';
import type { SessionListRow } from './sessions.repository';
import { deleteSessionOf, liveSessionsOf } from './sessions.repository';

const describeSession = (row: SessionListRow, currentId: string | null): UserSession => ({
  id: row.publicId,
  ...clientOf(row),
  method: row.method,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  current: row.id === currentId,
});

/** The user's live sessions, the one of `token` (this request's cookie) first and marked. */
export async function sessionsOf(
  db: Database,
  lifetimes: SessionLifetimes,
  userId: number,
  token: string | null,
): Promise<UserSession[]> {
  const currentId = token ? hashToken(token) : null;
  const now = new Date();
  const bornAfter = new Date(now.getTime() - lifetimes.maxDays * 24 * 60 * 60 * 1000);
  const rows = await liveSessionsOf(db, userId, now, bornAfter);
  return rows
    .map((row) => describeSession(row, currentId))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the user's sessions; another user's, or one already ended, is not found (404). Answers
 * whether it was the current one, which the caller then signs out.
 */
export async function endSessionOf(
  db: Database,
  userId: number,
  publicId: string,
  token: string | null,
): Promise<{ current: boolean }> {
  const ended = await deleteSessionOf(db, userId, publicId);
  if (!ended) throw notFound();
  return { current: token !== null && ended.id === hashToken(token) };
}

/** Ends every session of the user but the current one (a lost phone, a shared computer). */
export async function endOtherSessionsOf(db: Database, userId: number, token: string): Promise<void> {
  await endOtherSessions(db, userId, token);
}
