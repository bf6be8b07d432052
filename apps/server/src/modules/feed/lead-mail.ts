import type { Language } from '@app/contract';
import { translator } from '../../i18n';
import { detailsMail } from '../../mail/details-message';
import { contactsFooter } from '../../mail/footers';
import type { DeferredMail } from '../../mail/mailer';

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
  publicUrl: string;
}

const sentAtText = (lang: Language, sentAt: Date) =>
  new Intl.DateTimeFormat(`${lang}-BE`, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(sentAt);

/** The e-mail of a new contact (lead) to the listing owner's leads address, in the owner's language. */
export function leadMail(input: LeadMailInput): DeferredMail {
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
  return detailsMail({
    to,
    replyTo: email,
    lang,
    subject,
    greeting: t('mail:lead.greeting'),
    intro: t('mail:lead.intro', { listing }),
    details,
    note: { label: t('mail:lead.message'), text: message },
    closing: [t('mail:lead.replyHint')],
    action: { label: t('mail:lead.action'), link, hint: t('mail:layout.buttonHint') },
    signature: t('mail:lead.signature'),
    footer: contactsFooter(lang, input.publicUrl),
  });
}
