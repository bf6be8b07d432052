import { Language } from '@app/contract';
import { z } from 'zod';
import type { DeferredMail, MailMessage } from './mailer';
import { AlertMailData, alertMessage } from './templates/alert';

/** A mail as the outbox holds it: rendered, or its template's data (decision 064). */
export const StoredMail = z.object({
  to: z.string(),
  language: Language,
  subject: z.string(),
  reply_to: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
  template: z.string().nullable(),
  data: z.unknown(),
});
export type StoredMail = z.infer<typeof StoredMail>;

/**
 * The mail as it is sent: a rendered one as stored, a deferred one rendered now from its data, read
 * against the template's schema (a row that no longer fits it fails its attempt, and is given up after
 * the last, as an SMTP failure is).
 */
export async function messageOf(row: StoredMail): Promise<MailMessage> {
  const replyTo = row.reply_to ? { replyTo: row.reply_to } : {};
  if (row.text !== null && row.html !== null) {
    return {
      to: row.to,
      language: row.language,
      subject: row.subject,
      ...replyTo,
      text: row.text,
      html: row.html,
      ...(row.headers ? { headers: row.headers } : {}),
    };
  }
  if (row.template !== 'alert') throw new Error(`mail of unknown template ${String(row.template)}`);
  const message = await alertMessage(
    { to: row.to, lang: row.language, subject: row.subject },
    AlertMailData.parse(row.data),
  );
  return { ...message, ...replyTo };
}

/** A deferred mail rendered as its send will render it (the mail gallery, tests). */
export const renderDeferred = (mail: DeferredMail): Promise<MailMessage> =>
  messageOf({
    to: mail.to,
    language: mail.language,
    subject: mail.subject,
    reply_to: mail.replyTo ?? null,
    text: null,
    html: null,
    headers: null,
    template: mail.template,
    data: mail.data,
  });
