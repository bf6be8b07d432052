import type { CurrentUser, LoginBody } from '@app/contract';
import {
  EMAIL_TOKEN_TTL_HOURS,
  ERR,
  LOGIN_LIMITS,
  pairDelaySeconds,
  USER_STATUS_ACTIVE,
} from '@app/contract';
import type { SessionLifetimes } from '../../config';
import type { Database } from '../../db/client';
import type { EmailTokenPurpose } from '../../db/schema';
import { HttpError, rateLimited } from '../../http-error';
import { confirmEmailMail } from '../../mail/templates/confirm-email';
import {
  clearFailedLogins,
  claimEmailToken,
  confirmEmailWithToken,
  deleteLoginAttempt,
  findUserByEmail,
  findUserById,
  insertLoginAttempt,
  loginFailures,
} from './auth.repository';
import type { LoginAttempt } from './auth.repository';
import type { LoginKeys } from './login-keys';
import { toCurrentUser } from './current-user';
import { verifyPassword } from '../../lib/passwords';
import type { ConfirmationDeps } from './email-links';
import { sendEmailLink } from './email-links';
import { createSession, endSession, hashToken } from './sessions';

const LOGIN_WINDOW_MS = LOGIN_LIMITS.windowMinutes * 60 * 1000;
const LIMITS = {
  account: LOGIN_LIMITS.perAccount,
  address: LOGIN_LIMITS.perAddress,
  device: LOGIN_LIMITS.perDevice,
};
const EMAIL_TOKEN_TTL_MS = EMAIL_TOKEN_TTL_HOURS * 60 * 60 * 1000;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The session cookie the request came with, if any: it is ended, every login gets a new id. */
  previousToken: string | null;
  /** The device cookie the request came with, if any, not yet verified. */
  deviceCookie: string | null;
  /** The settings a new session lives by. */
  lifetimes: SessionLifetimes;
}

/**
 * The attempt to log in as `email`: its device counts only when the cookie is valid and was given to
 * this account (`userId`, null when no account has the address).
 */
export function loginAttemptOf(
  keys: LoginKeys,
  account: { email: string; userId: number | null },
  client: { ip: string; deviceCookie: string | null },
  now: Date,
): LoginAttempt {
  const device = keys.devices.verify(client.deviceCookie, now);
  return {
    emailHash: keys.emailHash(account.email),
    ip: client.ip,
    device: device !== null && device.userId === account.userId ? device.nonce : null,
  };
}

/**
 * The attempt is stored before anything is checked, so parallel requests count each other and a
 * burst cannot slip past the limit (decisions 027, 052). Throws 429 (and forgets the attempt) while:
 * - with a valid device cookie of the account: that cookie has failed LOGIN_LIMITS.perDevice times
 *   (OWASP's device cookies: the account's lockout does not apply to it);
 * - from an unknown device: this address must wait on this account (progressive delay), or the
 *   account has reached its ceiling for unknown devices;
 * - whatever the device: the address has reached its ceiling.
 * Otherwise returns the attempt's id.
 */
export async function startLoginAttempt(db: Database, attempt: LoginAttempt, now: Date): Promise<number> {
  const start = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const attemptId = await insertLoginAttempt(db, { ...attempt, attemptedAt: now }, start);
  const failures = await loginFailures(db, attempt, { start, exceptId: attemptId }, LIMITS);
  const ends = (nth: number | null) => (nth === null ? 0 : nth + LOGIN_WINDOW_MS);
  const { pair } = failures;
  // Below the pair's limit there is no delay at all: a parallel failure stamped a moment after this
  // attempt's clock must not make its "latest + 0" lie in the future (a 429 without a wait).
  const pairDelayMs = pairDelaySeconds(pair.count) * 1000;
  // A known device answers for its own failures only; unknown devices for the pair's and the account's.
  const byAccount =
    attempt.device !== null
      ? ends(failures.device)
      : Math.max(
          pair.latest === null || pairDelayMs === 0 ? 0 : pair.latest + pairDelayMs,
          ends(failures.account),
        );
  const until = Math.max(byAccount, ends(failures.address));
  if (until > now.getTime()) {
    await deleteLoginAttempt(db, attemptId);
    throw rateLimited((until - now.getTime()) / 1000);
  }
  return attemptId;
}

export async function login(
  db: Database,
  keys: LoginKeys,
  credentials: LoginBody,
  client: ClientInfo,
): Promise<{
  user: CurrentUser;
  token: string;
  expiresAt: Date;
  deviceCookie: string;
  knownDevice: boolean;
}> {
  const email = credentials.email.toLowerCase();
  const now = new Date();
  const user = await findUserByEmail(db, email);
  const attempt = loginAttemptOf(keys, { email, userId: user?.id ?? null }, client, now);
  // Checked before the password: over the limit, even the right password gets no answer.
  await startLoginAttempt(db, attempt, now);

  const valid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  // A failed attempt stays recorded; it counts against the account, the address and the device.
  if (!user || !valid) throw new HttpError(401, 'invalid_credentials', ERR.invalidCredentials);

  await clearFailedLogins(db, attempt);
  if (client.previousToken) await endSession(db, client.previousToken);
  const { token, expiresAt } = await createSession(db, client.lifetimes, user.id, {
    ...client,
    method: 'password',
  });
  // A fresh cookie at each login (OWASP): its expiry moves on.
  return {
    user: toCurrentUser(user),
    token,
    expiresAt,
    deviceCookie: keys.devices.issue(user.id, now),
    // A valid device cookie of this account: this browser signed in before (decision 052).
    knownDevice: attempt.device !== null,
  };
}

/** The signed-in user a provider's sign-in opened a session for (as a session would load them). */
export async function currentUserById(db: Database, id: number): Promise<CurrentUser | null> {
  const user = await findUserById(db, id);
  return user ? toCurrentUser(user) : null;
}

export async function signOut(db: Database, token: string | null): Promise<void> {
  if (token) await endSession(db, token);
}

/** Sends a new single-use confirmation link; an active user has nothing to confirm. */
export async function sendConfirmationEmail(deps: ConfirmationDeps, user: CurrentUser): Promise<void> {
  if (user.userInfo.status === USER_STATUS_ACTIVE) return;
  await sendEmailLink(deps, user, {
    purpose: 'confirm-email',
    ttlMs: EMAIL_TOKEN_TTL_MS,
    route: 'confirm-email',
    message: confirmEmailMail,
  });
}

/** Claims a token of a link this user was sent (see sendEmailLink); false when unknown, used or expired. */
export const claimLinkToken = (
  db: Database,
  user: { id: number },
  purpose: EmailTokenPurpose,
  token: string,
  now = new Date(),
): Promise<boolean> => claimEmailToken(db, { tokenHash: hashToken(token), purpose, userId: user.id, now });

export async function confirmEmail(db: Database, token: string): Promise<void> {
  const confirmed = await confirmEmailWithToken(
    db,
    hashToken(token),
    'confirm-email',
    USER_STATUS_ACTIVE,
    new Date(),
  );
  if (!confirmed) throw new HttpError(400, 'token_invalid', ERR.tokenInvalid);
}

// What other modules and app.ts may use of sessions and e-mail tokens: through this service only.
export { claimEmailTokenUser, clearFailedLogins, insertEmailToken } from './auth.repository';
export type { LoginAttempt } from './auth.repository';
export { loginKeys } from './login-keys';
export type { LoginKeys } from './login-keys';
export { deviceCookieOf, setDeviceCookie } from './device-cookie';
export { toCurrentUser } from './current-user';
export { createSession, endOtherSessions, endSession, hashToken, resolveSession } from './sessions';
export { displayName, sendEmailLink } from './email-links';
export type { ConfirmationDeps, EmailLink } from './email-links';
export { clientOf } from './client-description';
export { openSession } from './open-session';
export { noteRequestEvent, recordSecurityEvent, securityEventsOf } from './security-events';
export type { EventClient } from './security-events';
