import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { Language } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { firstRowOf } from '../db/sql';
import { translator } from '../i18n';
import type { MailTransport } from './mailer';

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

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  interrupted: number;
}

const ClaimedRow = z.object({
  id: z.number(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).nullable(),
  attempts: z.number(),
  language: Language,
  message_id: z.string(),
});
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

/**
 * Delivers every due message, one at a time. A message is claimed (committed) before the SMTP call
 * and marked after it, so a crash in between leaves a claim that is never sent again: a mail may be
 * lost by a crash, but it is never sent twice (docs/decisions/018-job-runner.md).
 */
export async function deliverPendingMail(deps: DeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, interrupted: 0 };
  report.interrupted = await giveUpInterrupted(deps);
  if (!deps.transport) return report;
  for (;;) {
    const row = await claimNext(deps);
    if (!row) return report;
    const outcome = await attempt(deps, deps.transport, row);
    report[outcome] += 1;
  }
}

async function giveUpInterrupted({ db, now, log }: DeliveryDeps): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ failedAt: now, error: 'interrupted while sending; not sent again to avoid a duplicate' })
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lt(mailOutbox.claimedAt, new Date(now.getTime() - MAIL_CLAIM_LEASE_MS)),
      ),
    )
    .returning({ id: mailOutbox.id });
  for (const { id } of rows) log.error({ outboxId: id }, 'mail interrupted while sending; given up');
  return rows.length;
}

async function claimNext({ db, now }: DeliveryDeps): Promise<ClaimedRow | undefined> {
  const result = await db.execute(sql`
    update mail_outbox set claimed_at = ${now}, attempts = attempts + 1
    where id = (
      select id from mail_outbox
      where sent_at is null and failed_at is null and claimed_at is null and next_attempt_at <= ${now}
      order by id limit 1 for update skip locked
    )
    returning id, "to", reply_to, subject, text, html, headers, attempts, language, message_id::text`);
  return firstRowOf(ClaimedRow, result);
}

async function attempt(
  { db, from, log, now }: DeliveryDeps,
  transport: MailTransport,
  row: ClaimedRow,
): Promise<'sent' | 'retrying' | 'failed'> {
  try {
    await transport.sendMail({
      from: senderOf(from, row.language),
      messageId: messageIdOf(row, from),
      to: row.to,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.headers ? { headers: row.headers } : {}),
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (row.attempts >= MAIL_MAX_ATTEMPTS) {
      await db
        .update(mailOutbox)
        .set({ failedAt: now, claimedAt: null, error: reason })
        .where(eq(mailOutbox.id, row.id));
      log.error(
        { err: error, outboxId: row.id, attempts: row.attempts },
        'mail given up after its last attempt',
      );
      return 'failed';
    }
    await db
      .update(mailOutbox)
      .set({
        claimedAt: null,
        error: reason,
        nextAttemptAt: new Date(now.getTime() + mailRetryDelayMs(row.attempts)),
      })
      .where(eq(mailOutbox.id, row.id));
    log.warn({ err: error, outboxId: row.id, attempts: row.attempts }, 'mail not delivered; retried later');
    return 'retrying';
  }
  await db.update(mailOutbox).set({ sentAt: now, error: null }).where(eq(mailOutbox.id, row.id));
  return 'sent';
}
