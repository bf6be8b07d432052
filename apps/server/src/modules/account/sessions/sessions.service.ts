import type { UserSession } from '@app/contract';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http-error';
import { hashToken } from '../../auth/auth.service';
import { describeSession } from './session-description';
import { deleteOtherSessions, deleteSessionOf, liveSessionsOf } from './sessions.repository';

/** The user's live sessions, the one of `token` (this request's cookie) first and marked. */
export async function sessionsOf(db: Database, userId: number, token: string | null): Promise<UserSession[]> {
  const currentId = token ? hashToken(token) : null;
  const rows = await liveSessionsOf(db, userId, new Date());
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
  await deleteOtherSessions(db, userId, hashToken(token));
}
