import { randomBytes } from 'node:crypto';
import type { AnyRouteName, CurrentUser, Language } from '@app/contract';
import { EMAIL_LINK_LIMIT, routePath } from '@app/contract';
import type { Database } from '../../db/client';
import type { EmailTokenPurpose } from '../../db/schema';
import { tooManyEmails } from '../../http-error';
import type { DeferredMail, Mailer } from '../../mail/mailer';
import { insertEmailToken, lockEmailLinks, recentEmailTokens } from './auth.repository';
import { hashToken } from './sessions';

const EMAIL_LINK_WINDOW_MS = EMAIL_LINK_LIMIT.windowMinutes * 60 * 1000;

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
