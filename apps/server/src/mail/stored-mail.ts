import type { Language } from '@app/contract';
import type { DeferredMail, MailMessage } from './mailer';
import { AlertMailData, alertMessage } from './templates/alert';

/** A mail as the outbox holds it: rendered, or its template's data (decision 064). */
export interface StoredMail {
  to: string;
  language: Language;
  subject: string;
  reply_to: string | null;
  text: string | null;
  html: string | null;
  headers: Record<string, string> | null;
  template: string | null;
  data: unknown;
}

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
