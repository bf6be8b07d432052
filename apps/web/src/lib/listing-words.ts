import type { ListingSummary } from '@app/contract';
import { formatMoney } from '@app/i18n';
import type { TFunction } from '@app/i18n';

// A listing's words that need no namespace beyond the shell's (lookups): any screen may show a
// listing without loading My properties' catalog.

/** What the listing is: "House · For sale". */
export const listingKind = (
  listing: Pick<ListingSummary, 'propertyType' | 'transactionType'>,
  t: (key: string) => string,
): string =>
  `${t(`lookups:propertyType.${listing.propertyType}`)} · ${t(`lookups:transactionType.${listing.transactionType}`)}`;

/** "9000 Gent"; empty when neither is known. */
export const listingPlace = (listing: Pick<ListingSummary, 'zipcode' | 'city'>): string =>
  [listing.zipcode, listing.city].filter(Boolean).join(' ');

/**
 * Euro in nl-BE whatever the language (spec section 9); a rent is a monthly amount and says so. The
 * words are the calling screen's own catalog keys (`perMonth` takes `{price}`).
 */
export function listingPrice(
  listing: Pick<ListingSummary, 'price' | 'transactionType'>,
  t: TFunction,
  keys: { onRequest: string; perMonth: string },
): string {
  if (listing.price === null) return t(keys.onRequest);
  const amount = formatMoney(listing.price);
  return listing.transactionType === 'rent' ? t(keys.perMonth, { price: amount }) : amount;
}
