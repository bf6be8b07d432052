// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { formatCalendarDay } from '@app/i18n';
import { z } from 'zod';
import { translator } from '../../i18n';
import { MailLayout } from '../layout';
import type { DeferredMail, MailMessage, TemplateEnvelope } from '../mailer';
import { ActionButton, Paragraphs } from '../parts';
import { renderMail } from '../render-mail';

/**
 * The weekly e-mail of a seller's report link (issue 50): kept in the outbox as its data (`template`
 * 'seller-report') and rendered when the mail is sent (decision 064). No figures: the link shows them.
 */
export const SellerReportMailData = z.object({
  /** The listing's portal code. */
  code: z.string(),
  agency: z.string(),
  link: z.string(),
  endsOn: z.iso.date(),
  unsubscribeLink: z.string(),
});
export type SellerReportMailData = z.infer<typeof SellerReportMailData>;

/** The weekly e-mail to a seller as the outbox takes it. */
export function sellerReportMail(input: SellerReportMailData & { to: string; lang: Language }): DeferredMail {
  const { to, lang, ...data } = input;
  return {
    to,
    language: lang,
    subject: translator(lang)('sellerReport:mail.subject', { code: data.code }),
    template: 'seller-report',
    data,
  };
}

/** The link as a button, until when it works, and the one-click stop (also List-Unsubscribe). */
export function sellerReportMessage(
  envelope: TemplateEnvelope,
  data: SellerReportMailData,
): Promise<MailMessage> {
  const { code, agency, link, endsOn, unsubscribeLink } = data;
  const lang = envelope.language;
  const t = translator(lang);
  const intro = t('sellerReport:mail.intro', { agency, code });
  return renderMail(
    { ...envelope, unsubscribe: unsubscribeLink },
    <MailLayout
      lang={lang}
      preview={intro}
      footer={{
        why: t('sellerReport:mail.why'),
        stop: { label: t('sellerReport:mail.unsubscribe'), link: unsubscribeLink },
      }}
    >
      <Paragraphs lines={[t('sellerReport:mail.greeting'), intro]} />
      <ActionButton
        label={t('sellerReport:mail.action')}
        link={link}
        hint={t('sellerReport:mail.linkHint')}
      />
      <Paragraphs
        lines={[
          t('sellerReport:mail.expiry', { date: formatCalendarDay(endsOn, lang) }),
          t('sellerReport:mail.signature', { agency }),
        ]}
      />
    </MailLayout>,
  );
}
