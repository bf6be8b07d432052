import type { CurrentUser } from '@app/contract';
import { DELETION_TOKEN_TTL_HOURS, ERR } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http-error';
import type { Mailer } from '../../../mail/mailer';
import { deleteAccountMail } from '../../../mail/templates/delete-account';
import type { Storage } from '../../../storage/storage';
import { userPrefix } from '../../../storage/storage';
import { hashToken, sendEmailLink } from '../../auth/auth.service';
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
  try {
    await sendEmailLink(deps, user, {
      purpose: 'delete-account',
      ttlMs: DELETION_TOKEN_TTL_MS,
      route: 'confirm-deletion',
      message: deleteAccountMail,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Spec section 8 has its own message for this failure: the user must contact the helpdesk.
    deps.log.error({ err: error, userId: user.id }, 'account deletion e-mail could not be queued');
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
