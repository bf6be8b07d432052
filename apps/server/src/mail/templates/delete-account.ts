import type { Language } from '@app/contract';
import { DELETION_TOKEN_TTL_HOURS } from '@app/contract';
import { translator } from '../../i18n';
import { escapeHtml } from '../html';
import type { MailMessage } from '../mailer';

export interface DeleteAccountInput {
  to: string;
  lang: Language;
  /** How to greet the user; null greets without a name. */
  name: string | null;
  link: string;
}

/** The e-mail whose link completes an account deletion, in the user's language. */
export function deleteAccountMessage({ to, lang, name, link }: DeleteAccountInput): MailMessage {
  const t = translator(lang);
  const greeting = name ? t('mail:deleteAccount.greeting', { name }) : t('mail:deleteAccount.greetingNoName');
  const intro = t('mail:deleteAccount.intro');
  const consequence = t('mail:deleteAccount.consequence');
  const action = t('mail:deleteAccount.action');
  const linkHint = t('mail:deleteAccount.linkHint');
  const expiry = t('mail:deleteAccount.expiry', { hours: DELETION_TOKEN_TTL_HOURS });
  const ignore = t('mail:deleteAccount.ignore');
  const signature = t('mail:deleteAccount.signature');

  const text = [
    greeting,
    '',
    intro,
    consequence,
    '',
    `${action}: ${link}`,
    '',
    expiry,
    ignore,
    '',
    signature,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}<br>${escapeHtml(consequence)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="font-weight: bold">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(linkHint)}<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t('mail:deleteAccount.subject'), text, html };
}
