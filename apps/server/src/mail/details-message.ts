import type { Language } from '@app/contract';
import { escapeHtml } from './html';
import type { MailMessage } from './mailer';

/**
 * A notification e-mail about a person's request: greeting, one line of what happened, the details
 * as a table, the person's own words, what to do next, and a link. Text and HTML carry the same.
 */
export interface DetailsMessageInput {
  to: string;
  /** A reply goes straight to the person who asked, not to the portal; null: a mail to that person. */
  replyTo: string | null;
  lang: Language;
  subject: string;
  greeting: string;
  intro: string;
  /** Label and value; leave out what is empty rather than showing blank lines. */
  details: ReadonlyArray<readonly [string, string]>;
  /** The person's message or remarks, when there are any. */
  note: { label: string; text: string } | null;
  closing: readonly string[];
  action: { label: string; link: string } | null;
  signature: string;
}

export function detailsMessage(input: DetailsMessageInput): MailMessage {
  const { to, replyTo, lang, subject, greeting, intro, details, note, closing, action, signature } = input;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(note ? [`${note.label}:`, note.text, ''] : []),
    ...closing,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    '',
    signature,
  ].join('\n');
  const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table style="border-collapse: collapse">',
    ...details.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align: left; padding-right: 1em">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(note ? [`<p><strong>${escapeHtml(note.label)}</strong><br>${lines(note.text)}</p>`] : []),
    ...closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.link)}" style="font-weight: bold">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    `<p>${lines(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, ...(replyTo ? { replyTo } : {}), subject, text, html };
}
