import type { CurrentUser, SecurityEvent, SecurityEventKind } from '@app/contract';
import { SECURE_ACCOUNT_TOKEN_TTL_HOURS, SECURITY_EVENTS_SHOWN } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { NoticeKind } from '../../mail/templates/security-notice';
import { securityNoticeMail } from '../../mail/templates/security-notice';
import { clientOf } from './client-description';
import type { ConfirmationDeps } from './email-links';
import { sendEmailLink } from './email-links';

const SECURE_ACCOUNT_TOKEN_TTL_MS = SECURE_ACCOUNT_TOKEN_TTL_HOURS * 60 * 60 * 1000;

/** Who made the change: what the notice and the activity list say of them. */
export interface EventClient {
  ip: string;
  userAgent: string | null;
}

export const recordSecurityEvent = async (
  db: Database,
  event: { userId: number; kind: SecurityEventKind; at: Date } & EventClient,
): Promise<void> => {
  await db.insert(securityEvents).values({
    userId: event.userId,
    kind: event.kind,
    at: event.at,
    ip: event.ip,
    userAgent: event.userAgent?.slice(0, 512) ?? null,
  });
};

/** The user's last security events, newest first. */
export async function securityEventsOf(db: Database, userId: number): Promise<SecurityEvent[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(SECURITY_EVENTS_SHOWN);
  return rows.map((row) => ({ kind: row.kind, at: row.at.toISOString(), ...clientOf(row) }));
}

/**
 * Keeps a change to the account's security and tells the user by e-mail, with a single-use "this
 * wasn't me" link (issue 51), the event and the e-mail in one transaction. Over the e-mail links'
 * limit (EMAIL_LINK_LIMIT, per kind of link) the event is kept without a new e-mail: the notices
 * already sent carry a link that works. The change itself is done: a notice that cannot be queued is
 * logged as an error, and never undoes it.
 */
export async function noteSecurityEvent(
  deps: ConfirmationDeps & { log: FastifyBaseLogger },
  user: CurrentUser,
  kind: NoticeKind,
  client: EventClient,
): Promise<void> {
  const at = new Date();
  const event = { userId: user.id, kind, at, ...client };
  const { browser, os, network } = clientOf(client);
  try {
    await sendEmailLink(deps, user, {
      purpose: 'secure-account',
      ttlMs: SECURE_ACCOUNT_TOKEN_TTL_MS,
      route: 'secure-account',
      message: (mail) =>
        securityNoticeMail({
          ...mail,
          kind,
          at,
          device: browser,
          os,
          network,
        }),
      alongside: (tx) => recordSecurityEvent(tx, event),
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) {
      deps.log.info({ userId: user.id, kind }, 'security notice not sent: e-mail link limit reached');
    } else {
      deps.log.error({ err: error, userId: user.id, kind }, 'security notice could not be queued');
    }
    await recordSecurityEvent(deps.db, event);
  }
}

/** noteSecurityEvent for the change a request made: its app's mailer and address, its client. */
export const noteRequestEvent = (request: FastifyRequest, user: CurrentUser, kind: NoticeKind) =>
  noteSecurityEvent(
    {
      db: request.server.db,
      mailer: request.server.mailer,
      publicUrl: request.server.config.publicUrl,
      log: request.log,
    },
    user,
    kind,
    { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
  );
