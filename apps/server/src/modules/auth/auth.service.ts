import { randomBytes } from 'node:crypto';
import type { AnyRouteName, CurrentUser, Language, LoginBody } from '@app/contract';
import {
  EMAIL_LINK_LIMIT,
  EMAIL_TOKEN_TTL_HOURS,
  ERR,
  LOGIN_LIMITS,
  pairDelaySeconds,
  routePath,
  USER_STATUS_ACTIVE,
} from '@app/contract';
import type { SessionLifetimes } from '../../config';
import type { Database } from '../../db/client';
import type { EmailTokenPurpose } from '../../db/schema';
import { HttpError, rateLimited, tooManyEmails } from '../../http-error';
import type { DeferredMail, Mailer } from '../../mail/mailer';
import { confirmEmailMail } from '../../mail/templates/confirm-email';
import {
  clearFailedLogins,
  claimEmailToken,
  confirmEmailWithToken,
  deleteLoginAttempt,
  findUserByEmail,
  insertEmailToken,
  insertLoginAttempt,
  loginFailures,
  lockEmailLinks,
  recentEmailTokens,
} from './auth.repository';
import type { LoginAttempt } from './auth.repository';
import type { LoginKeys } from './login-keys';
import { toCurrentUser } from './current-user';
import { verifyPassword } from '../../lib/passwords';
import { createSession, endSession, hashToken } from './sessions';

const LOGIN_WINDOW_MS = LOGIN_LIMITS.windowMinutes * 60 * 1000;
const LIMITS = {
  account: LOGIN_LIMITS.perAccount,
  address: LOGIN_LIMITS.perAddress,
  device: LOGIN_LIMITS.perDevice,
};
const EMAIL_TOKEN_TTL_MS = EMAIL_TOKEN_TTL_HOURS * 60 * 60 * 1000;
const EMAIL_LINK_WINDOW_MS = EMAIL_LINK_LIMIT.windowMinutes * 60 * 1000;

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
): Promise<{ user: CurrentUser; token: string; expiresAt: Date; deviceCookie: string }> {
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
  return { user: toCurrentUser(user), token, expiresAt, deviceCookie: keys.devices.issue(user.id, now) };
}

export async function signOut(db: Database, token: string | null): Promise<void> {
  if (token) await endSession(db, token);
}

export interface ConfirmationDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

export function displayName(user: CurrentUser): string | null {
  const { firstName, lastName, userName, companyName } = user.userInfo;
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return fullName || userName || companyName || null;
}

export interface EmailLink {
  purpose: EmailTokenPurpose;
  ttlMs: number;
  /** The page the link opens, in the user's language. */
  route: AnyRouteName;
  /** More of the link's query string, beside the token. */
  query?: Record<string, string>;
  message(input: { to: string; lang: Language; name: string | null; link: string }): DeferredMail;
  /** A change that belongs with the link (e.g. an alert waiting for it), in the same transaction. */
  alongside?: (tx: Database) => Promise<void>;
}

/**
 * Stores a new single-use token and queues the e-mail with its link in one transaction (both or
 * neither), then asks for delivery. Throws 429 when this kind of e-mail was sent to the user
 * EMAIL_LINK_LIMIT.perKind times in the window already, else only when the transaction fails.
 */
export async function sendEmailLink(
  deps: ConfirmationDeps,
  user: CurrentUser,
  spec: EmailLink,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const lang = user.userInfo.language;
  const query = new URLSearchParams({ ...spec.query, token });
  const link = `${deps.publicUrl}${routePath(spec.route, lang)}?${query}`;
  const message = spec.message({ to: user.userInfo.email, lang, name: displayName(user), link });
  await deps.db.transaction(async (tx) => {
    await lockEmailLinks(tx, user.id);
    // The clock is read under the lock, so no earlier request's token is newer than it.
    const now = new Date();
    const recent = await recentEmailTokens(tx, user.id, spec.purpose, new Date(+now - EMAIL_LINK_WINDOW_MS));
    if (recent.count >= EMAIL_LINK_LIMIT.perKind) {
      const waitMs = +(recent.oldest ?? now) + EMAIL_LINK_WINDOW_MS - +now;
      throw tooManyEmails(waitMs / 1000);
    }
    await insertEmailToken(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      purpose: spec.purpose,
      createdAt: now,
      expiresAt: new Date(+now + spec.ttlMs),
    });
    await deps.mailer.queue(tx, message);
    await spec.alongside?.(tx);
  });
  await deps.mailer.deliverSoon();
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
export { clearFailedLogins, insertEmailToken } from './auth.repository';
export type { LoginAttempt } from './auth.repository';
export { loginKeys } from './login-keys';
export type { LoginKeys } from './login-keys';
export { deviceCookieOf, setDeviceCookie } from './device-cookie';
export { toCurrentUser } from './current-user';
export { createSession, endSession, hashToken, resolveSession } from './sessions';
