import type { Language } from '@app/contract';
import { WEBHOOK_LIMITS } from '@app/contract';
import { translator } from '../../i18n';
import { linkMail } from '../link-message';
import type { DeferredMail } from '../mailer';

export interface WebhookDisabledInput {
  to: string;
  lang: Language;
  /** The agency's name; null: a greeting without one. */
  name: string | null;
  /** The endpoint's address. */
  url: string;
  /** The Integrations tab. */
  link: string;
}

/** A webhook endpoint that failed for WEBHOOK_LIMITS.retryDays was switched off (issue 50). */
export function webhookDisabledMail({ to, lang, name, url, link }: WebhookDisabledInput): DeferredMail {
  const t = translator(lang);
  return linkMail({
    to,
    lang,
    link,
    subject: t('mail:webhookDisabled.subject'),
    greeting: name ? t('mail:webhookDisabled.greeting', { name }) : t('mail:webhookDisabled.greetingNoName'),
    intro: [
      t('mail:webhookDisabled.intro', { url, days: WEBHOOK_LIMITS.retryDays }),
      t('mail:webhookDisabled.waiting'),
    ],
    action: t('mail:webhookDisabled.action'),
    linkHint: t('mail:webhookDisabled.linkHint'),
    expiry: t('mail:webhookDisabled.switchOn'),
    ignore: t('mail:webhookDisabled.ignore'),
    signature: t('mail:webhookDisabled.signature'),
    why: t('mail:webhookDisabled.why'),
  });
}
