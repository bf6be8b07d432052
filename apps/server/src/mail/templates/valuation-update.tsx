// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { formatCalendarDay, formatMoney, formatNumber } from '@app/i18n';
import { translator } from '../../i18n';
import { MailLayout } from '../layout';
import { z } from 'zod';
import type { DeferredMail, MailMessage, TemplateEnvelope } from '../mailer';
import { ActionButton, DetailsTable, Paragraphs, SectionTitle } from '../parts';
import { renderMail } from '../render-mail';

/** One valuation whose estimate moved: where, the values, and the estimate's page. */
export const MovedValuation = z.object({
  address: z.string(),
  before: z.number(),
  after: z.number(),
  estimatedOn: z.string(),
  comparableCount: z.number().int(),
  radiusKm: z.number(),
  /** The valuation's estimate in the account area (its page, not the list). */
  link: z.string(),
});
export type MovedValuation = z.infer<typeof MovedValuation>;

/**
 * What the quarterly update says, kept in the outbox as it is (`template` 'valuation-update') and
 * rendered when the mail is sent (decision 064).
 */
export const ValuationUpdateData = z.object({
  valuations: z.array(MovedValuation),
  mailAbovePercent: z.number(),
  unsubscribeLink: z.string(),
});
export type ValuationUpdateData = z.infer<typeof ValuationUpdateData>;

/**
 * The quarterly update of one owner as the outbox takes it. The subject names no address (a subject is
 * read over shoulders and kept in logs).
 */
export function valuationUpdateMail(
  input: ValuationUpdateData & { to: string; lang: Language },
): DeferredMail {
  const { to, lang, ...data } = input;
  return {
    to,
    language: lang,
    subject: translator(lang)('mail:valuationUpdate.subject', { count: data.valuations.length }),
    template: 'valuation-update',
    data,
  };
}

/**
 * Every valuation whose value moved enough, each with its figures and a button to its estimate; the
 * footer's link, also List-Unsubscribe, stops these mails.
 */
export function valuationUpdateMessage(
  envelope: TemplateEnvelope,
  data: ValuationUpdateData,
): Promise<MailMessage> {
  const { valuations, mailAbovePercent, unsubscribeLink } = data;
  const lang = envelope.language;
  const t = translator(lang);
  const count = valuations.length;
  const intro = t('mail:valuationUpdate.intro', { count, percent: formatNumber(mailAbovePercent, lang) });
  return renderMail(
    { ...envelope, unsubscribe: unsubscribeLink },
    <MailLayout
      lang={lang}
      preview={intro}
      footer={{
        why: t('mail:footer.valuationWhy'),
        stop: { label: t('mail:valuationUpdate.unsubscribe'), link: unsubscribeLink },
      }}
    >
      <Paragraphs lines={[t('mail:valuationUpdate.greeting'), intro]} />
      {valuations.map((valuation) => {
        const change = Math.round(((valuation.after - valuation.before) / valuation.before) * 1000) / 10;
        return (
          <div key={valuation.link}>
            <SectionTitle>{valuation.address}</SectionTitle>
            <DetailsTable
              rows={[
                [t('mail:valuationUpdate.before'), formatMoney(valuation.before)],
                [t('mail:valuationUpdate.after'), formatMoney(valuation.after)],
                [t('mail:valuationUpdate.change'), `${change > 0 ? '+' : ''}${formatNumber(change, lang)} %`],
              ]}
            />
            <Paragraphs
              lines={[
                t('mail:valuationUpdate.basis', {
                  date: formatCalendarDay(valuation.estimatedOn, lang),
                  count: valuation.comparableCount,
                  radius: valuation.radiusKm,
                }),
              ]}
            />
            <ActionButton
              label={t('mail:valuationUpdate.view')}
              link={valuation.link}
              hint={t('mail:layout.buttonHint')}
            />
          </div>
        );
      })}
      <Paragraphs lines={[t('mail:valuationUpdate.closing'), t('mail:valuationUpdate.signature')]} />
    </MailLayout>,
  );
}
