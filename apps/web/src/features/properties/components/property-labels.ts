import type { Property, PropertySortField, SortDirection, Types } from '@app/contract';
import type { TFunction } from 'i18next';

/** Status id 6 stands for sold or rented: the transaction type decides the word (decision 003). */
const SOLD_OR_RENTED_ID = 6;

/** The status as the user reads it: "Sold" or "Rented" for id 6, else the status type's name. */
export function statusLabel(property: Property, types: Types | undefined, t: TFunction): string {
  if (property.status.id === SOLD_OR_RENTED_ID) {
    const { transactionType } = property;
    if (transactionType === 'sale' || transactionType === 'publicSale') return t('properties:status.sold');
    if (transactionType === 'rent') return t('properties:status.rented');
  }
  const named = types?.statusTypes.find((type) => type.id === property.status.id);
  return named?.name ?? t(`lookups:statusType.${property.status.code}`);
}

/** "Street number box", then "zip city"; parts the listing lacks are left out. */
export function addressLines(property: Property): string[] {
  const street = [property.street, property.number, property.box].filter(Boolean).join(' ');
  const place = [property.zipcode, property.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean);
}

/** Literal keys: the i18n check finds every key in the source. */
export const SORT_LABEL_KEYS: Record<PropertySortField, string> = {
  createdAt: 'properties:sort.createdAt',
  price: 'properties:sort.price',
  onlineDate: 'properties:sort.onlineDate',
  offlineDate: 'properties:sort.offlineDate',
  reference: 'properties:sort.reference',
  detailViews: 'properties:sort.detailViews',
};

export const DIRECTION_LABEL_KEYS: Record<SortDirection, string> = {
  asc: 'properties:direction.asc',
  desc: 'properties:direction.desc',
};
