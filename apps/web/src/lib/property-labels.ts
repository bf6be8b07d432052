import type { Property, PropertySortField, RequestedStatus, SortDirection, Types } from '@app/contract';
import type { TFunction } from '@app/i18n';
import { listingKind, listingPrice } from './listing-words';

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

/** "Street number box 11" (the box word translated), then "zip city"; missing parts are left out. */
export function addressLines(property: Property, t: TFunction): string[] {
  const box = property.box ? t('properties:box', { box: property.box }) : null;
  const street = [property.street, property.number, box].filter(Boolean).join(' ');
  const place = [property.zipcode, property.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean);
}

/** Euro in nl-BE whatever the language (spec section 9); a rent is a monthly amount and says so. */
export const priceLabel = (property: Pick<Property, 'price' | 'transactionType'>, t: TFunction): string =>
  listingPrice(property, t, { onRequest: 'properties:priceOnRequest', perMonth: 'properties:perMonth' });

export { listingKind };

/** What the owner calls the listing: their reference, else the software's, else the portal code. */
export const referenceOf = (property: Property): string =>
  property.yourReference ?? property.softwareReference ?? property.vlancode;

/** The listing named in a question or a notice: its reference and, when known, its address. */
export function listingName(property: Property, t: TFunction): string {
  const address = addressLines(property, t).join(', ');
  return address ? `${referenceOf(property)} (${address})` : referenceOf(property);
}

/** Literal keys: rented and sold share status id 6, so they have their own words (decision 003). */
const REQUESTED_STATUS_KEYS: Record<RequestedStatus, string> = {
  published: 'lookups:statusType.published',
  notPublished: 'lookups:statusType.notPublished',
  rented: 'properties:status.rented',
  sold: 'properties:status.sold',
  option: 'lookups:statusType.option',
};

export const requestedStatusLabel = (status: RequestedStatus, t: TFunction): string =>
  t(REQUESTED_STATUS_KEYS[status]);

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
