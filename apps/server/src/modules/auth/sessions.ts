import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser } from '@app/contract';
import { SESSION_TTL_DAYS } from '@app/contract';
import type { Database } from '../../db/client';
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
} from './auth.repository';
import { toCurrentUser } from './current-user';

export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** Sliding expiry writes at most once an hour per session, not on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000;

/** The database keeps only the hash: a copy of the sessions table does not hold usable cookies. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Database,
  userId: number,
  client: { ip: string; userAgent: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await deleteExpiredSessions(db, now);
  await insertSession(db, {
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}

/** The user behind a session cookie, extending the session when it was last extended an hour ago. */
export async function resolveSession(
  db: Database,
  token: string,
): Promise<{ user: CurrentUser; extended: boolean } | null> {
  const now = new Date();
  const found = await findSessionWithUser(db, hashToken(token), now);
  if (!found) return null;
  const extended = now.getTime() - found.session.lastSeenAt.getTime() >= EXTEND_AFTER_MS;
  if (extended) {
    await extendSession(db, found.session.id, new Date(now.getTime() + SESSION_TTL_MS), now);
  }
  return { user: toCurrentUser(found.user), extended };
}

export const endSession = (db: Database, token: string): Promise<void> => deleteSession(db, hashToken(token));
