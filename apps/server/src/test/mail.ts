import { asc, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { messageOf } from '../mail/stored-mail';
import type { TestApp } from './app';

/** The mails in the outbox, oldest first: whom, reply to whom, subject and text (as sent). */
export const outboxMails = async (t: TestApp) =>
  (await outboxMessages(t)).map(({ to, replyTo, subject, text }) => ({
    to,
    reply_to: replyTo ?? null,
    subject,
    text,
  }));

/**
 * Every mail in the outbox as its send hands it to SMTP, oldest first: an alert mail, kept as its
 * data until then (decision 064), rendered as the send-mail job renders it.
 */
export async function outboxMessages(t: TestApp): Promise<MailMessage[]> {
  const rows = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  return Promise.all(rows.map((row) => messageOf({ ...row, reply_to: row.replyTo })));
}

/** The last mail queued to this address as its send renders it, or undefined. */
export async function latestMailTo(t: Pick<TestApp, 'db'>, to: string): Promise<MailMessage | undefined> {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row ? messageOf({ ...row, reply_to: row.replyTo }) : undefined;
}

/** The single-use token of the link in a mail's text. */
export const linkTokenOf = (text: string): string | undefined => /\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
