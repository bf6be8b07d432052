import type { StatusTypeId, TRANSACTION_TYPES } from './lookup-codes';
import { STATUS_IDS_HIDDEN_FROM_FILTER, STATUS_TYPES } from './lookup-codes';

/**
 * My properties' codes, limits and rules without their schemas (properties.ts builds those from
 * them): a screen drawn by the server takes them without loading zod (decision 066).
 */

/** Status ids a user may filter on (decision 003: 3, 4 and 5 are hidden from the filter). */
export const FILTERABLE_STATUS_IDS = STATUS_TYPES.map((type) => type.id).filter(
  (id) => !STATUS_IDS_HIDDEN_FROM_FILTER.includes(id),
);

export const PROPERTY_SORT_FIELDS = [
  'createdAt',
  'price',
  'onlineDate',
  'offlineDate',
  'reference',
  'detailViews',
] as const;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export const PROPERTY_FILTER_TEXT_MAX = 100;

// Status change (spec section 4, product.md "Listings", decision 003)

export const REQUESTED_STATUSES = ['published', 'notPublished', 'rented', 'sold', 'option'] as const;
/** A project has no sold or rented status: its units do. */
export const PROJECT_REQUESTED_STATUSES = ['published', 'notPublished', 'option'] as const;
type RequestedStatusCode = (typeof REQUESTED_STATUSES)[number];

/** The status id each requested status sets: rented and sold share id 6 (decision 003). */
export const REQUESTED_STATUS_IDS = {
  published: 1,
  notPublished: 2,
  rented: 6,
  sold: 6,
  option: 7,
} as const satisfies Record<RequestedStatusCode, StatusTypeId>;

/** Rented only for rent, sold only for sale and public sale (product.md); the others fit every type. */
export function requestedStatusFits(
  status: RequestedStatusCode,
  transactionType: (typeof TRANSACTION_TYPES)[number],
): boolean {
  if (status === 'rented') return transactionType === 'rent';
  if (status === 'sold') return transactionType === 'sale' || transactionType === 'publicSale';
  return true;
}

/** The standard Facebook share URL of a listing's public page. */
export const facebookShareUrl = (listingUrl: string): string =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(listingUrl)}`;
