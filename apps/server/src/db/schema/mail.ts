import { sql } from 'drizzle-orm';
import type { Language } from '@app/contract';
import { check, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';

/**
 * Every e-mail is a row here, written in the transaction of the change that causes it; the send-mail
 * job delivers it (see docs/decisions/018-job-runner.md). Without SMTP this table is the development
 * mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** Where a reply goes (a lead's own address), when not to the sender. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** Both parts as sent; null while the mail is kept as its template's data (below). */
    text: text('text'),
    html: text('html'),
    /** A mail the send-mail job renders from `data` (decision 064): mailer.ts's MailTemplate; null for a rendered one. */
    template: text('template'),
    data: jsonb('data'),
    /** Extra headers, e.g. List-Unsubscribe of an alert. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The reader's language: the sender's display name is chosen in it when the mail is sent. */
    language: text('language').$type<Language>().notNull().default('nl'),
    /** Random, the Message-ID's left part: it tells nothing of the outbox and stays the same on a retry. */
    messageId: uuid('message_id').notNull().defaultRandom(),
    createdAt: createdAt(),
    /** Delivery attempts so far, the one in progress included. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this moment: backoff after a failed attempt. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** Set, and committed, before the SMTP call: a row claimed but never marked is not sent again. */
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    /** Given up (too many failures, or interrupted while sending): never retried. */
    failedAt: timestamptz('failed_at'),
    error: text('error'),
  },
  (table) => [
    check(
      'mail_outbox_rendered_or_template',
      sql`(${table.text} is not null and ${table.html} is not null) or (${table.template} is not null and ${table.data} is not null)`,
    ),
    index('mail_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);
