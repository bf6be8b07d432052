import type { ChangePasswordBody, CurrentUser } from '@app/contract';
import { ERR, MSG } from '@app/contract';
import type { Database } from '../../../db/client';
import { HttpError, validationFailed } from '../../../http-error';
import type { LoginKeys } from '../../auth/auth.service';
import { clearFailedLogins, loginAttemptOf, startLoginAttempt } from '../../auth/auth.service';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { hashToken } from '../../auth/auth.service';
import { isCommonPassword } from './common-passwords';
import { findPasswordHash, replacePassword } from './password.repository';

export interface PasswordChangeClient {
  ip: string;
  /** The caller's session cookie: that session stays, every other one ends. */
  sessionToken: string;
  /** The device cookie the request came with: the owner's browser is not locked out by an attack. */
  deviceCookie: string | null;
}

/**
 * Spec section 5's rules are in the contract; here the two it cannot check: the current password
 * and the common-password list. A wrong current password counts as a failed login of the account
 * (same limits, same 429): a stolen session must not become a way to guess the password.
 */
export async function changePassword(
  db: Database,
  keys: LoginKeys,
  user: CurrentUser,
  body: ChangePasswordBody,
  client: PasswordChangeClient,
): Promise<void> {
  const storedHash = await findPasswordHash(db, user.id);
  if (!storedHash) throw new HttpError(403, 'no_password', ERR.noPassword);

  const now = new Date();
  const attempt = loginAttemptOf(keys, { email: user.userInfo.email, userId: user.id }, client, now);
  await startLoginAttempt(db, attempt, now);
  const fields: Record<string, string> = {};
  if (await verifyPassword(storedHash, body.currentPassword)) {
    await clearFailedLogins(db, attempt);
  } else {
    fields.currentPassword = MSG.passwordIncorrect;
  }
  if (isCommonPassword(body.newPassword)) fields.newPassword = MSG.passwordCommon;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  await replacePassword(db, {
    userId: user.id,
    passwordHash: await hashPassword(body.newPassword),
    keepSessionId: hashToken(client.sessionToken),
    now: new Date(),
  });
}
