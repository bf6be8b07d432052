// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { formatMoney, formatNumber } from '@app/i18n';
import { translator } from '../../i18n';
import { MailLayout } from '../layout';
import type { MailMessage } from '../mailer';
import { ActionButton, Paragraphs } from '../parts';
import { renderMail } from '../render-mail';
import type { AlertListing } from './listing-card';
import { listingName, ListingCard, priceText } from './listing-card';

/** The drop in euro and in percent of the old price, one decimal (a drop of 6,25 % shows 6,3 %). */
export const priceDrop = (before: number, after: number) => ({
  amount: before - after,
  percent: Math.round(((before - after) / before) * 1000) / 10,
});

/**
 * A saved property's price went down: the old price, the new one, the drop in € and %, the listing,
 * and a button to the saved properties (not the saved searches).
 */
export function priceDropMessage(input: {
  to: string;
  lang: Language;
  listing: AlertListing & { price: number };
  previousPrice: number;
  savedPropertiesLink: string;
  unsubscribeLink: string;
}): Promise<MailMessage> {
  const { to, lang, listing, previousPrice, savedPropertiesLink, unsubscribeLink } = input;
  const t = translator(lang);
  const drop = priceDrop(previousPrice, listing.price);
  const figures = [
    t('mail:alert.priceBefore', { price: priceText(listing, previousPrice, t) }),
    t('mail:alert.priceDrop', {
      amount: formatMoney(drop.amount),
      percent: formatNumber(drop.percent, lang),
    }),
  ];
  const intro = t('mail:alert.priceDropIntro');
  return renderMail(
    {
      to,
      language: lang,
      subject: t('mail:alert.priceDropSubject', { name: listingName(listing, t) }),
      unsubscribe: unsubscribeLink,
    },
    <MailLayout
      lang={lang}
      preview={intro}
      footer={{
        why: t('mail:footer.priceDropWhy'),
        stop: { label: t('mail:alert.priceDropUnsubscribe'), link: unsubscribeLink },
      }}
    >
      <Paragraphs lines={[intro]} />
      <ListingCard listing={listing} lang={lang} below={figures} />
      <ActionButton
        label={t('mail:alert.savedProperties')}
        link={savedPropertiesLink}
        hint={t('mail:layout.buttonHint')}
      />
      <Paragraphs lines={[t('mail:confirmEmail.signature')]} />
    </MailLayout>,
  );
}
