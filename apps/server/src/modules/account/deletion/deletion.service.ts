import { randomBytes } from 'node:crypto';
import type { CurrentUser } from '@app/contract';
import { DELETION_TOKEN_TTL_HOURS, ERR, routePath } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http-error';
import type { Mailer } from '../../../mail/mailer';
import { deleteAccountMessage } from '../../../mail/templates/delete-account';
import type { Storage } from '../../../storage/storage';
import { userPrefix } from '../../../storage/storage';
import { insertEmailToken } from '../../auth/auth.service';
import { displayName } from '../../auth/auth.service';
import { hashToken } from '../../auth/auth.service';
import { deleteAccountWithToken } from './deletion.repository';

const DELETION_TOKEN_TTL_MS = DELETION_TOKEN_TTL_HOURS * 60 * 60 * 1000;

export interface DeletionDeps {
  db: Database;
  mailer: Mailer;
  storage: Storage;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Starts the procedure: a single-use, expiring link by e-mail; nothing is deleted yet. */
export async function requestAccountDeletion(deps: DeletionDeps, user: CurrentUser): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertEmailToken(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'delete-account',
    expiresAt: new Date(Date.now() + DELETION_TOKEN_TTL_MS),
  });
  const lang = user.userInfo.language;
  const link = `${deps.publicUrl}${routePath('confirm-deletion', lang)}?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(
      deleteAccountMessage({ to: user.userInfo.email, lang, name: displayName(user), link }),
    );
  } catch (error) {
    // Spec section 8 has its own message for this failure: the user must contact the helpdesk.
    deps.log.error({ err: error, userId: user.id }, 'account deletion e-mail failed');
    throw new HttpError(500, 'deletion_mail_failed', ERR.deletionMailFailed);
  }
}

/**
 * Completes the deletion. The files go after the commit: a failed transaction must leave the
 * account whole, files included.
 */
export async function confirmAccountDeletion(deps: DeletionDeps, token: string): Promise<void> {
  const userId = await deleteAccountWithToken(deps.db, hashToken(token), new Date());
  if (userId === null) throw new HttpError(400, 'token_invalid', ERR.tokenInvalid);
  try {
    await deps.storage.deletePrefix(userPrefix(userId));
  } catch (error) {
    deps.log.error({ err: error, userId }, 'account deleted, but its files could not be removed');
    throw error;
  }
}
