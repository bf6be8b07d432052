import type { ActivationCode, Language, OrderableProduct, ProductCode, SlotListing } from '@app/contract';
import { formatDate } from '@app/i18n';
import type { TFunction } from '@app/i18n';

export { PACK_KEYS, PRODUCT_NAME_KEYS, SELECTION_KEYS } from '../../../lib/product-keys';
import { PRODUCT_NAME_KEYS } from '../../../lib/product-keys';

/** Literal keys: the i18n check finds every key in the source. */
export const ACTIVATION_KEYS: Record<ActivationCode, string> = {
  0: 'products:activation.0',
  1: 'products:activation.1',
  2: 'products:activation.2',
  4: 'products:activation.4',
  5: 'products:activation.5',
  6: 'products:activation.6',
  7: 'products:activation.7',
};

/** Active is green, on its way blue or yellow, over grey, stopped red. */
export const ACTIVATION_COLORS: Record<ActivationCode, string> = {
  0: 'gray',
  1: 'green',
  2: 'blue',
  4: 'yellow',
  5: 'gray',
  6: 'orange',
  7: 'red',
};

/** A product's name; the fixed-price package is orderable though it is no product of the list. */
export const productName = (t: TFunction, product: OrderableProduct | ProductCode): string =>
  t(product === 'fixedPrice' ? 'products:fixedPrice.name' : PRODUCT_NAME_KEYS[product]);

/** What the user calls a listing: their reference, else the portal code; then the place. */
export const slotListingName = (
  listing: Pick<SlotListing, 'yourReference' | 'vlancode' | 'zipcode' | 'city'>,
) =>
  [listing.yourReference ?? listing.vlancode, [listing.zipcode, listing.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** "From 1 Jan 2026 to 31 Dec 2026", or "Since 1 Jan 2026" without an end. */
export const periodLabel = (
  { startDate, endDate }: { startDate: string; endDate: string | null },
  t: TFunction,
  lang: Language,
): string =>
  endDate
    ? t('products:period', { start: formatDate(startDate, lang), end: formatDate(endDate, lang) })
    : t('products:periodOpen', { start: formatDate(startDate, lang) });
