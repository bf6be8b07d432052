import type { Language } from '@app/contract';
import { portalListingUrl } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { translator } from '../../i18n';
import type { AlertListing } from '../../mail/templates/listing-card';

/** What one push says, to an app (FCM) or a browser (Web Push): FCM's data takes strings only. */
export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

/**
 * A search's new matches as one push: the newest listing (what and where as the title, its price and
 * how many are new in the body), its photo and its page; the app and the service worker open `url`.
 */
export function pushMessageOf(
  search: { id: number; name: string; total: number },
  listing: AlertListing,
  lang: Language,
): PushMessage {
  const t = translator(lang);
  const where = [listing.zip, listing.city].filter(Boolean).join(' ');
  const what = t(`lookups:propertyType.${listing.propertyType}`);
  const amount = listing.price === null ? t('mail:alert.priceOnRequest') : formatMoney(listing.price);
  const price =
    listing.transactionType === 'rent' && listing.price !== null
      ? t('mail:alert.perMonth', { price: amount })
      : amount;
  const data: Record<string, string> = { savedSearchId: String(search.id), count: String(search.total) };
  // The portal's page in the reader's language, as the e-mails link it.
  if (listing.url) data.url = portalListingUrl(listing.url, lang);
  if (listing.photoUrl) data.image = listing.photoUrl;
  return {
    title: where ? `${what}, ${where}` : what,
    body: t('savedSearches:pushMessage.body', { price, count: search.total, name: search.name }),
    data,
  };
}
