import type { Language, SecurityEventKind } from '@app/contract';
import { SECURE_ACCOUNT_TOKEN_TTL_HOURS } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { translator } from '../../i18n';
import { linkMail } from '../link-message';
import type { DeferredMail } from '../mailer';

/** The notices a change sends; the account secured through one sends none. */
export type NoticeKind = Exclude<SecurityEventKind, 'account-secured'>;

export interface SecurityNoticeInput {
  to: string;
  lang: Language;
  name: string | null;
  /** The "this wasn't me" link. */
  link: string;
  kind: NoticeKind;
  at: Date;
  /** "Chrome 131" and "Android 14", or null when the browser did not say. */
  device: string | null;
  os: string | null;
  network: string | null;
}

/** What changed, when and from where, and what to do when it was not the reader (issue 51). */
export function securityNoticeMail(input: SecurityNoticeInput): DeferredMail {
  const { to, lang, name, link, kind, at, device, os, network } = input;
  const t = translator(lang);
  const what = device && os ? t('mail:securityNotice.browserOn', { browser: device, os }) : (device ?? os);
  const where = [
    t('mail:securityNotice.when', { date: formatDateTime(at, lang) }),
    what ? t('mail:securityNotice.device', { device: what }) : null,
    network ? t('mail:securityNotice.network', { network }) : null,
  ].filter((line): line is string => line !== null);
  return linkMail({
    to,
    lang,
    link,
    subject: t(`mail:securityNotice.subject.${kind}`),
    greeting: name ? t('mail:securityNotice.greeting', { name }) : t('mail:securityNotice.greetingNoName'),
    intro: [t(`mail:securityNotice.what.${kind}`), ...where, t('mail:securityNotice.notYou')],
    action: t('mail:securityNotice.action'),
    linkHint: t('mail:securityNotice.linkHint'),
    expiry: t('mail:securityNotice.expiry', { hours: SECURE_ACCOUNT_TOKEN_TTL_HOURS }),
    ignore: t('mail:securityNotice.ignore'),
    signature: t('mail:securityNotice.signature'),
    why: t('mail:securityNotice.why'),
  });
}
