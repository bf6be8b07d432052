import type { Language } from '@app/contract';
import { EMAIL_TOKEN_TTL_HOURS } from '@app/contract';
import { translator } from '../../i18n';
import { linkMail } from '../link-message';
import type { DeferredMail } from '../mailer';

/** The e-mail whose link confirms the address for saved-search alerts, in the user's language. */
export function confirmAlertsMail(input: {
  to: string;
  lang: Language;
  name: string | null;
  link: string;
}): DeferredMail {
  const { to, lang, name, link } = input;
  const t = translator(lang);
  return linkMail({
    to,
    lang,
    link,
    subject: t('mail:confirmAlerts.subject'),
    greeting: name ? t('mail:confirmEmail.greeting', { name }) : t('mail:confirmEmail.greetingNoName'),
    intro: [t('mail:confirmAlerts.intro')],
    action: t('mail:confirmAlerts.action'),
    linkHint: t('mail:confirmEmail.linkHint'),
    expiry: t('mail:confirmEmail.expiry', { hours: EMAIL_TOKEN_TTL_HOURS }),
    ignore: t('mail:confirmAlerts.ignore'),
    signature: t('mail:confirmEmail.signature'),
  });
}
