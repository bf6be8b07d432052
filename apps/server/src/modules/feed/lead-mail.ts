import type { Language } from '@app/contract';
import { translator } from '../../i18n';
import { escapeHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mailer';

export interface LeadMailInput {
  to: string;
  lang: Language;
  vlancode: string;
  yourReference: string | null;
  /** "Kerkstraat 12, 9000 Gent", or null without an address. */
  address: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  message: string;
  sentAt: Date;
  /** The `emails/:vlancode` page of the account area, absolute. */
  link: string;
}

const sentAtText = (lang: Language, sentAt: Date) =>
  new Intl.DateTimeFormat(`${lang}-BE`, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(sentAt);

/** The e-mail of a new contact (lead) to the listing owner's leads address, in the owner's language. */
export function leadMessage(input: LeadMailInput): MailMessage {
  const { to, lang, vlancode, yourReference, address, email, phone, message, link } = input;
  const t = translator(lang);
  const subject = yourReference
    ? t('mail:lead.subjectWithReference', { vlancode, reference: yourReference })
    : t('mail:lead.subject', { vlancode });
  const listing = [vlancode, address].filter(Boolean).join(' – ');
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ');
  // Empty optional fields are left out rather than shown as blank lines.
  const details: Array<[string, string]> = [
    ...(name ? [[t('mail:lead.name'), name] as [string, string]] : []),
    [t('mail:lead.email'), email],
    ...(phone ? [[t('mail:lead.phone'), phone] as [string, string]] : []),
    [t('mail:lead.sentAt'), sentAtText(lang, input.sentAt)],
  ];
  const greeting = t('mail:lead.greeting');
  const intro = t('mail:lead.intro', { listing });
  const messageLabel = t('mail:lead.message');
  const replyHint = t('mail:lead.replyHint');
  const action = t('mail:lead.action');
  const signature = t('mail:lead.signature');

  const text = [
    greeting,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `${messageLabel}:`,
    message,
    '',
    replyHint,
    `${action}: ${link}`,
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
    `<p><strong>${escapeHtml(messageLabel)}</strong><br>${lines(message)}</p>`,
    `<p>${escapeHtml(replyHint)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="font-weight: bold">${escapeHtml(action)}</a></p>`,
    `<p>${lines(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  // A reply goes straight to the person who asked, not to the portal.
  return { to, replyTo: email, subject, text, html };
}
