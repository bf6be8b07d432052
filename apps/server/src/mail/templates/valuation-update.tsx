// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { formatCalendarDay, formatMoney, formatNumber } from '@app/i18n';
import { translator } from '../../i18n';
import { MailLayout } from '../layout';
import type { MailMessage } from '../mailer';
import { ActionButton, DetailsTable, Paragraphs, SectionTitle } from '../parts';
import { renderMail } from '../render-mail';

/** One valuation whose estimate moved: where, the values, and the estimate's page. */
export interface MovedValuation {
  address: string;
  before: number;
  after: number;
  estimatedOn: string;
  comparableCount: number;
  radiusKm: number;
  /** The valuation's estimate in the account area (its page, not the list). */
  link: string;
}

/**
 * The quarterly update of one owner: every valuation whose value moved enough, each with its figures
 * and a button to its estimate. The subject names no address (a subject is read over shoulders and
 * kept in logs); the footer's link, also List-Unsubscribe, stops these mails.
 */
export function valuationUpdateMessage(input: {
  to: string;
  lang: Language;
  valuations: readonly MovedValuation[];
  mailAbovePercent: number;
  unsubscribeLink: string;
}): Promise<MailMessage> {
  const { to, lang, valuations, mailAbovePercent, unsubscribeLink } = input;
  const t = translator(lang);
  const count = valuations.length;
  const intro = t('mail:valuationUpdate.intro', { count, percent: formatNumber(mailAbovePercent, lang) });
  return renderMail(
    {
      to,
      language: lang,
      subject: t('mail:valuationUpdate.subject', { count }),
      unsubscribe: unsubscribeLink,
    },
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
                  radius: formatNumber(valuation.radiusKm, lang),
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
