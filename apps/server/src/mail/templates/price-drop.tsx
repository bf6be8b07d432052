// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { formatMoney, formatNumber } from '@app/i18n';
import { translator } from '../../i18n';
import { MailLayout } from '../layout';
import { z } from 'zod';
import type { DeferredMail, MailMessage, TemplateEnvelope } from '../mailer';
import { ActionButton, Paragraphs } from '../parts';
import { renderMail } from '../render-mail';
import { AlertListing, listingName, ListingCard, priceText } from './listing-card';

/** The drop in euro and in percent of the old price, one decimal (a drop of 6,25 % shows 6,3 %). */
export const priceDrop = (before: number, after: number) => ({
  amount: before - after,
  percent: Math.round(((before - after) / before) * 1000) / 10,
});

/**
 * What a price-drop e-mail shows, kept in the outbox as it is (`template` 'price-drop') and rendered
 * when the mail is sent (decision 064).
 */
export const PriceDropData = z.object({
  listing: AlertListing.extend({ price: z.number() }),
  previousPrice: z.number(),
  savedPropertiesLink: z.string(),
  unsubscribeLink: z.string(),
});
export type PriceDropData = z.infer<typeof PriceDropData>;

/** A price-drop e-mail as the outbox takes it; its subject names the listing. */
export function priceDropMail(input: PriceDropData & { to: string; lang: Language }): DeferredMail {
  const { to, lang, ...data } = input;
  const t = translator(lang);
  return {
    to,
    language: lang,
    subject: t('mail:alert.priceDropSubject', { name: listingName(data.listing, t) }),
    template: 'price-drop',
    data,
  };
}

/**
 * A saved property's price went down: the old price, the new one, the drop in € and %, the listing,
 * and a button to the saved properties (not the saved searches).
 */
export function priceDropMessage(envelope: TemplateEnvelope, data: PriceDropData): Promise<MailMessage> {
  const { listing, previousPrice, savedPropertiesLink, unsubscribeLink } = data;
  const lang = envelope.language;
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
    { ...envelope, unsubscribe: unsubscribeLink },
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
