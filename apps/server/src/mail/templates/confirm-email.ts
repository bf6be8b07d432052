import type { Language } from '@app/contract';
import { EMAIL_TOKEN_TTL_HOURS } from '@app/contract';
import { translator } from '../../i18n';
import { escapeHtml } from '../html';
import type { MailMessage } from '../mailer';

export interface ConfirmEmailInput {
  to: string;
  lang: Language;
  /** How to greet the user; null greets without a name. */
  name: string | null;
  link: string;
}

/** The e-mail with the confirmation link, in the user's language. */
export function confirmEmailMessage({ to, lang, name, link }: ConfirmEmailInput): MailMessage {
  const t = translator(lang);
  const greeting = name ? t('mail:confirmEmail.greeting', { name }) : t('mail:confirmEmail.greetingNoName');
  const intro = t('mail:confirmEmail.intro');
  const action = t('mail:confirmEmail.action');
  const linkHint = t('mail:confirmEmail.linkHint');
  const expiry = t('mail:confirmEmail.expiry', { hours: EMAIL_TOKEN_TTL_HOURS });
  const ignore = t('mail:confirmEmail.ignore');
  const signature = t('mail:confirmEmail.signature');

  const text = [greeting, '', intro, '', `${action}: ${link}`, '', expiry, ignore, '', signature].join('\n');
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="font-weight: bold">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(linkHint)}<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t('mail:confirmEmail.subject'), text, html };
}
