// The web app's first page imports these codes; their schemas are in lookups.ts, so zod does not come
// with them (decision 040).

/** Spec section 3; the spellings are the spec's and travel over the wire as codes. */
export const PROPERTY_TYPES = [
  'house',
  'new-construction-house',
  'appartment',
  'new-construction-appartment',
  'land',
  'entreprise',
  'commercial',
  'vacation',
  'garage',
  'studentHouse',
  'investmentProperty',
  'other',
] as const;

export const TRANSACTION_TYPES = ['rent', 'sale', 'publicSale', 'share'] as const;

/**
 * Listing status lookup, ids 1..7 (docs/decisions/003-listing-status-ids.md).
 * One id (6) stands for sold or rented: the transaction type decides which word is shown.
 */
export const STATUS_TYPES = [
  { id: 1, code: 'published' },
  { id: 2, code: 'notPublished' },
  { id: 3, code: 'draft' },
  { id: 4, code: 'pendingPublication' },
  { id: 5, code: 'deleted' },
  { id: 6, code: 'soldOrRented' },
  { id: 7, code: 'option' },
] as const;
export type StatusTypeCode = (typeof STATUS_TYPES)[number]['code'];
export type StatusTypeId = (typeof STATUS_TYPES)[number]['id'];
/** Spec section 4: these ids are removed from the status filter list. */
export const STATUS_IDS_HIDDEN_FROM_FILTER: readonly number[] = [3, 4, 5];
/**
 * Listings the public portal shows: published (1) and under option (7). Only these can be saved,
 * hold a Best Of or Colour slot, or be picked for one.
 */
export const STATUS_IDS_PUBLIC = [1, 7] as const;
export function filterableStatusTypes<T extends { id: number }>(types: readonly T[]): T[] {
  return types.filter((type) => !STATUS_IDS_HIDDEN_FROM_FILTER.includes(type.id));
}

export const PRODUCT_CODES = [
  'bestOf',
  'color',
  'wallpaper',
  'proFirst',
  'valuation',
  'leadGenerator',
  'propertyAdvisor',
  'emailAlertPro',
  'proDirectory',
] as const;

/** The products that hold a slot on one listing (Best Of, Colour): the dashboard shows their usage. */
export const SLOT_PRODUCT_CODES = ['bestOf', 'color'] as const;

/** Product activation codes (product.md). 3 does not exist. */
export const ACTIVATION = {
  notActive: 0,
  active: 1,
  pendingActivation: 2,
  informationRequested: 4,
  expired: 5,
  suspended: 6,
  cancelled: 7,
} as const;
export type ActivationName = keyof typeof ACTIVATION;

export const SELECTION_METHODS = ['AUTO', 'MANUAL'] as const;

export const CUSTOMER_TYPES = ['agency', 'notaires', 'developer'] as const;

/** User status: 1 is active (spec section 4); anything else is restricted. */
export const USER_STATUS_ACTIVE = 1;
export const USER_STATUS_UNCONFIRMED = 0;
