import type { SavedSearch } from '@app/contract';
import { placeLabel } from '@app/contract';
import { formatMoney, formatNumber } from '@app/i18n';
import type { TFunction } from '@app/i18n';
import type { Language } from '@app/contract';

/**
 * The criteria in words, one line each: "House, Apartment · For sale", "9000 Gent, 1450 Gentinnes, 1300",
 * "€ 200.000 – € 450.000"… Places by the name of the locality in the reader's language where known.
 */
export function criteriaLines(
  { criteria, places }: Pick<SavedSearch, 'criteria' | 'places'>,
  t: TFunction,
  lang: Language,
): string[] {
  const types = criteria.propertyTypes.length
    ? criteria.propertyTypes.map((type) => t(`lookups:propertyType.${type}`)).join(', ')
    : t('savedSearches:criteria.anyType');
  const lines = [`${types} · ${t(`lookups:transactionType.${criteria.transactionType}`)}`];
  lines.push(
    places.length
      ? places.map((place) => placeLabel(place, lang)).join(', ')
      : t('savedSearches:criteria.anywhere'),
  );
  const { priceMin, priceMax } = criteria;
  if (priceMin !== null && priceMax !== null) {
    lines.push(
      t('savedSearches:criteria.priceBetween', { min: formatMoney(priceMin), max: formatMoney(priceMax) }),
    );
  } else if (priceMax !== null) {
    lines.push(t('savedSearches:criteria.priceMax', { max: formatMoney(priceMax) }));
  } else if (priceMin !== null) {
    lines.push(t('savedSearches:criteria.priceMin', { min: formatMoney(priceMin) }));
  }
  if (criteria.bedroomsMin !== null)
    lines.push(t('savedSearches:criteria.bedroomsMin', { count: criteria.bedroomsMin }));
  if (criteria.livableSurfaceMin !== null) {
    lines.push(
      t('savedSearches:criteria.surfaceMin', { value: formatNumber(criteria.livableSurfaceMin, lang) }),
    );
  }
  return lines;
}
