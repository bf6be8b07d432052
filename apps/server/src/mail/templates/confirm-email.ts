import type { Language } from '@app/contract';
import { EMAIL_TOKEN_TTL_HOURS } from '@app/contract';
import { translator } from '../../i18n';
import { linkMail } from '../link-message';
import type { DeferredMail } from '../mailer';

export interface ConfirmEmailInput {
  to: string;
  lang: Language;
  /** How to greet the user; null greets without a name. */
  name: string | null;
  link: string;
}

/** The e-mail with the confirmation link, in the user's language. */
export function confirmEmailMail({ to, lang, name, link }: ConfirmEmailInput): DeferredMail {
  const t = translator(lang);
  return linkMail({
    to,
    lang,
    link,
    subject: t('mail:confirmEmail.subject'),
    greeting: name ? t('mail:confirmEmail.greeting', { name }) : t('mail:confirmEmail.greetingNoName'),
    intro: [t('mail:confirmEmail.intro')],
    action: t('mail:confirmEmail.action'),
    linkHint: t('mail:confirmEmail.linkHint'),
    expiry: t('mail:confirmEmail.expiry', { hours: EMAIL_TOKEN_TTL_HOURS }),
    ignore: t('mail:confirmEmail.ignore'),
    signature: t('mail:confirmEmail.signature'),
  });
}
