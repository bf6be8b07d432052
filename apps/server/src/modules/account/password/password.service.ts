import type { ChangePasswordBody, CurrentUser, SecureAccountBody } from '@app/contract';
import { ERR, MSG } from '@app/contract';
import type { Database } from '../../../db/client';
import { HttpError, validationFailed } from '../../../http-error';
import type { EventClient, LoginKeys } from '../../auth/auth.service';
import {
  claimEmailTokenUser,
  clearFailedLogins,
  loginAttemptOf,
  recordSecurityEvent,
  startLoginAttempt,
} from '../../auth/auth.service';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { hashToken } from '../../auth/auth.service';
import { isCommonPassword } from './common-passwords';
import { findPassword, replacePassword, resetPassword, tryLockPasswordChange } from './password.repository';

export interface PasswordChangeClient {
  ip: string;
  /** The caller's session cookie: that session stays, every other one ends. */
  sessionToken: string;
  /** The device cookie the request came with: the owner's browser is not locked out by an attack. */
  deviceCookie: string | null;
  /** When the request arrived, before it waited for a database connection. */
  receivedAt: Date;
}

const changedMeanwhile = () => new HttpError(409, 'password_changed_meanwhile', ERR.passwordChangedMeanwhile);

/**
 * A hash set after the request arrived is not the one its current password refers to: in a burst,
 * a request that waited for a pooled connection can read the winner's new hash.
 */
const changedSince = (stored: { changedAt: Date | null }, receivedAt: Date) =>
  stored.changedAt !== null && stored.changedAt > receivedAt;

/**
 * Under the user's password-change lock, from the hash the request first read: 'changed' when
 * another change holds the lock or has replaced that hash (the caller answers 409, before counting
 * an attempt or verifying anything, so the answer says nothing about the password); otherwise
 * whether the current password is right. The attempt is counted and cleared under the lock: parallel
 * changes of one user do not count each other as failed logins (429).
 */
async function checkCurrentPassword(
  db: Database,
  keys: LoginKeys,
  user: CurrentUser,
  check: { readHash: string; currentPassword: string; client: PasswordChangeClient },
): Promise<'changed' | 'correct' | 'incorrect'> {
  return db.transaction(async (tx) => {
    if (!(await tryLockPasswordChange(tx, user.id))) return 'changed';
    if ((await findPassword(tx, user.id))?.hash !== check.readHash) return 'changed';
    const now = new Date();
    const attempt = loginAttemptOf(keys, { email: user.userInfo.email, userId: user.id }, check.client, now);
    await startLoginAttempt(tx, attempt, now);
    // The one slow step under the lock, so that no other change's attempt is in flight meanwhile.
    if (!(await verifyPassword(check.readHash, check.currentPassword))) return 'incorrect';
    await clearFailedLogins(tx, attempt);
    return 'correct';
  });
}

/**
 * Spec section 5's rules are in the contract; here the two it cannot check: the current password
 * and the common-password list. A wrong current password counts as a failed login of the account
 * (same limits, same 429): a stolen session must not become a way to guess the password.
 *
 * Serialized per user (issue 45): the hash read first is the version the request's current password
 * refers to. A request that still finds it under the lock, and again when storing (a compare-and-set),
 * changes it; the others of a burst answer 409 passwordChangedMeanwhile, not a misleading "incorrect".
 */
export async function changePassword(
  db: Database,
  keys: LoginKeys,
  user: CurrentUser,
  body: ChangePasswordBody,
  client: PasswordChangeClient,
): Promise<void> {
  const stored = await findPassword(db, user.id);
  const readHash = stored?.hash;
  if (!stored || !readHash) throw new HttpError(403, 'no_password', ERR.noPassword);
  if (changedSince(stored, client.receivedAt)) throw changedMeanwhile();

  const current = await checkCurrentPassword(db, keys, user, {
    readHash,
    currentPassword: body.currentPassword,
    client,
  });
  if (current === 'changed') throw changedMeanwhile();
  const fields: Record<string, string> = {};
  if (current === 'incorrect') fields.currentPassword = MSG.passwordIncorrect;
  if (isCommonPassword(body.newPassword)) fields.newPassword = MSG.passwordCommon;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  // Hashed outside the lock (slow); stored only if the hash is still the one the request checked.
  const replaced = await replacePassword(db, {
    userId: user.id,
    previousHash: readHash,
    passwordHash: await hashPassword(body.newPassword),
    keepSessionId: hashToken(client.sessionToken),
    now: new Date(),
  });
  if (!replaced) throw changedMeanwhile();
}

/**
 * A security notice's "this wasn't me" (issue 51): with the link's token, the new password replaces
 * whatever the account had and every session of the user ends, in one transaction; the token and the
 * user's other such links are spent. The token is claimed only once the password passed every check,
 * so a refused password leaves the link usable.
 */
export async function secureAccount(
  db: Database,
  body: SecureAccountBody,
  client: EventClient,
): Promise<void> {
  if (isCommonPassword(body.newPassword)) throw validationFailed({ newPassword: MSG.passwordCommon });
  const passwordHash = await hashPassword(body.newPassword);
  const secured = await db.transaction(async (tx) => {
    const now = new Date();
    const userId = await claimEmailTokenUser(tx, {
      tokenHash: hashToken(body.token),
      purpose: 'secure-account',
      now,
    });
    if (userId === null) return false;
    await resetPassword(tx, { userId, passwordHash, now });
    await recordSecurityEvent(tx, { userId, kind: 'account-secured', at: now, ...client });
    return true;
  });
  if (!secured) throw new HttpError(400, 'token_invalid', ERR.tokenInvalid);
}
