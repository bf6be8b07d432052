import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { DeliveryReport } from '../lib/outbox-delivery';
import { deliverOutbox } from '../lib/outbox-delivery';
import { translator } from '../i18n';
import type { MailTransport } from './mailer';
import { messageOf, StoredMail } from './stored-mail';

/** After this many failed attempts a message is given up (and logged as an error). */
export const MAIL_MAX_ATTEMPTS = 5;

/** A claim older than this was interrupted by a crash: whether the SMTP server got it is unknown. */
export const MAIL_CLAIM_LEASE_MS = 30 * 60_000;

/** Minutes before attempt n + 1: 1, 4, 16, 64. */
export const mailRetryDelayMs = (attempts: number): number => 4 ** (attempts - 1) * 60_000;

export interface DeliveryDeps {
  db: Database;
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
  now: Date;
}

const ClaimedRow = StoredMail.extend({ id: z.number(), attempts: z.number(), message_id: z.string() });
type ClaimedRow = z.infer<typeof ClaimedRow>;

/** The address of MAIL_FROM (`Name <address>` or a bare address); its display name is not used. */
const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * The sender as the reader sees it: the portal's name in the reader's language, from MAIL_FROM's
 * address. A quoted string (RFC 5322) whatever the name holds; nodemailer encodes what is not ASCII.
 */
export const senderOf = (from: string, language: Language): string =>
  `"${translator(language)('mail:layout.sender').replace(/["\\]/g, '\\$&')}" <${addressOf(from)}>`;

/** Random (the row's uuid), so it tells nothing of the outbox; the same on every retry of a message. */
const messageIdOf = (row: ClaimedRow, from: string): string =>
  `<${row.message_id}@${addressOf(from).split('@')[1] ?? 'localhost'}>`;

const MAIL_POLICY = {
  maxAttempts: MAIL_MAX_ATTEMPTS,
  leaseMs: MAIL_CLAIM_LEASE_MS,
  retryDelayMs: mailRetryDelayMs,
};

/**
 * Delivers every due message, one at a time, claimed before the SMTP call (lib/outbox-delivery.ts):
 * a mail may be lost by a crash, but it is never sent twice (docs/decisions/018-job-runner.md).
 */
export function deliverPendingMail({ db, transport, from, log, now }: DeliveryDeps): Promise<DeliveryReport> {
  return deliverOutbox({
    db,
    log,
    now,
    table: 'mail_outbox',
    kind: 'mail',
    columns: sql`id, "to", reply_to, subject, text, html, headers, template, data, attempts, language, message_id::text`,
    row: ClaimedRow,
    policy: MAIL_POLICY,
    send:
      transport &&
      (async (row: ClaimedRow) => {
        const { language, ...message } = await messageOf(row);
        await transport.sendMail({
          ...message,
          from: senderOf(from, language),
          messageId: messageIdOf(row, from),
        });
      }),
  });
}
