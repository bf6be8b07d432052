import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser, SignInMethod } from '@app/contract';
import type { Database } from '../../db/client';
import type { SessionLifetimes } from '../../config';
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
} from './auth.repository';
import { toCurrentUser } from './current-user';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry writes at most once an hour per session, not on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000;

/** The database keeps only the hash: a copy of the sessions table does not hold usable cookies. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * When a session ends if nothing more happens: `idleDays` after its last request, but never later than
 * `maxDays` after its sign-in (ASVS 5.0 V7.3.1 and V7.3.2, decision 081).
 */
export const sessionEnd = (lifetimes: SessionLifetimes, createdAt: Date, now: Date): Date =>
  new Date(
    Math.min(now.getTime() + lifetimes.idleDays * DAY_MS, createdAt.getTime() + lifetimes.maxDays * DAY_MS),
  );

export async function createSession(
  db: Database,
  lifetimes: SessionLifetimes,
  userId: number,
  client: { ip: string; userAgent: string | null; method: SignInMethod },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = sessionEnd(lifetimes, now, now);
  await deleteExpiredSessions(db, now);
  await insertSession(db, {
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    method: client.method,
  });
  return { token, expiresAt };
}

/** The user behind a session cookie, extending the session when it was last extended an hour ago. */
export async function resolveSession(
  db: Database,
  lifetimes: SessionLifetimes,
  token: string,
): Promise<{ user: CurrentUser; extended: boolean; expiresAt: Date } | null> {
  const now = new Date();
  const bornAfter = new Date(now.getTime() - lifetimes.maxDays * DAY_MS);
  const found = await findSessionWithUser(db, hashToken(token), now, bornAfter);
  if (!found) return null;
  const extended = now.getTime() - found.session.lastSeenAt.getTime() >= EXTEND_AFTER_MS;
  let { expiresAt } = found.session;
  if (extended) {
    expiresAt = sessionEnd(lifetimes, found.session.createdAt, now);
    await extendSession(db, found.session.id, expiresAt, now);
  }
  return { user: toCurrentUser(found.user), extended, expiresAt };
}

export const endSession = (db: Database, token: string): Promise<void> => deleteSession(db, hashToken(token));

/** Ends every session of the user but the one of `token` (a lost phone, a passkey removed). */
export const endOtherSessions = (db: Database, userId: number, token: string): Promise<void> =>
  deleteOtherSessions(db, userId, hashToken(token));
