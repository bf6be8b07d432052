import type { Language } from '@app/contract';
import { routePath } from '@app/contract';
import { translator } from '../i18n';
import type { MailFooter } from './layout';

/** Mails to a customer about contacts of their listings or products: the addresses are set in their data. */
export const contactsFooter = (lang: Language, publicUrl: string): MailFooter => {
  const t = translator(lang);
  return {
    why: t('mail:footer.contactsWhy'),
    stop: { label: t('mail:footer.contactsStop'), link: `${publicUrl}${routePath('data', lang)}` },
  };
};

/** Mails to the portal's own staff (sales desk, a delegate) about a customer's request. */
export const staffFooter = (lang: Language): MailFooter => {
  const t = translator(lang);
  return { why: t('mail:footer.staffWhy'), stop: { hint: t('mail:footer.staffStop') } };
};
