import type { Language } from '@app/contract';
import { escapeHtml } from './html';
import type { MailMessage } from './mailer';

/** The translated parts of an e-mail whose point is one link (confirm an address, confirm a deletion). */
export interface LinkMessageParts {
  to: string;
  lang: Language;
  subject: string;
  greeting: string;
  /** Paragraph lines before the link. */
  intro: readonly string[];
  action: string;
  linkHint: string;
  link: string;
  expiry: string;
  ignore: string;
  signature: string;
}

/** One layout for every link e-mail: a plain-text body and a simple HTML body with every value escaped. */
export function linkMessage(parts: LinkMessageParts): MailMessage {
  const { to, lang, subject, greeting, intro, action, linkHint, link, expiry, ignore, signature } = parts;
  const text = [greeting, '', ...intro, '', `${action}: ${link}`, '', expiry, ignore, '', signature].join(
    '\n',
  );
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${intro.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(link)}" style="font-weight: bold">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(linkHint)}<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
