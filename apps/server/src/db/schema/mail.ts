import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';

/** Every e-mail lands here first; without SMTP this table is the development mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  /** Where a reply goes (a lead's own address), when not to the sender. */
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
  sentAt: timestamptz('sent_at'),
  error: text('error'),
});
