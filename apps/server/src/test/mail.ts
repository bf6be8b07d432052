import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TestApp } from './app';
import { queryRows } from './app';

const OutboxMail = z.object({
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
});

/** The mails in the outbox, oldest first: whom, reply to whom, subject and text. */
export const outboxMails = (t: TestApp) =>
  queryRows(t.db, OutboxMail, sql`select "to", reply_to, subject, text from mail_outbox order by id`);
