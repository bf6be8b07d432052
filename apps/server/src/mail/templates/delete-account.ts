import type { Language } from '@app/contract';
import { DELETION_TOKEN_TTL_HOURS } from '@app/contract';
import { translator } from '../../i18n';
import { linkMail } from '../link-message';
import type { DeferredMail } from '../mailer';

export interface DeleteAccountInput {
  to: string;
  lang: Language;
  /** How to greet the user; null greets without a name. */
  name: string | null;
  link: string;
}

/** The e-mail whose link completes an account deletion, in the user's language. */
export function deleteAccountMail({ to, lang, name, link }: DeleteAccountInput): DeferredMail {
  const t = translator(lang);
  return linkMail({
    to,
    lang,
    link,
    subject: t('mail:deleteAccount.subject'),
    greeting: name ? t('mail:deleteAccount.greeting', { name }) : t('mail:deleteAccount.greetingNoName'),
    intro: [t('mail:deleteAccount.intro'), t('mail:deleteAccount.consequence')],
    action: t('mail:deleteAccount.action'),
    linkHint: t('mail:deleteAccount.linkHint'),
    expiry: t('mail:deleteAccount.expiry', { hours: DELETION_TOKEN_TTL_HOURS }),
    ignore: t('mail:deleteAccount.ignore'),
    signature: t('mail:deleteAccount.signature'),
  });
}
