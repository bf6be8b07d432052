import { z } from 'zod';
import { dataOf, IdParams, pagedOf, PagingQuery, QueryFlag, RowId, Success } from './common';
import {
  AD_BEDROOMS_MAX,
  AD_PRICE_MAX,
  AD_SURFACE_MAX,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NEW_MATCH_DAYS,
  SAVED_SEARCH_POSTCODES_MAX,
} from './constants';
import { endpoint } from './endpoint';
import { ListingSummary } from './listing-summary';
import { PROPERTY_TYPES } from './lookup-codes';
import { PropertyType, TransactionType } from './lookups';
import { MSG, requiredText } from './validation';

/** Issue 10: saved searches and their alerts (spec sections 2 `savedsearches`, 3 Saved search, 5, 7, 8, 9). */

/** The estimated daily alerts decide (product.md "Private users"): above 50 refused, above 20 confirmed. */
export const SAVED_SEARCH_ALERTS = {
  /** Days of new listings the estimate averages over. */
  estimateDays: 30,
  warnAbove: 20,
  refuseAbove: 50,
} as const;

/** At most one real-time e-mail an hour per search, one digest a day per user (spec section 9). */
export const ALERT_LIMITS = { realtimeMinutes: 60, digestHours: 24 } as const;

const Postcode = z
  .string()
  .trim()
  .regex(/^\d{4}$/, MSG.number);
const Amount = (max: number) => z.number().int().min(0).max(max).nullable().default(null);

export const SavedSearchCriteria = z
  .object({
    transactionType: TransactionType,
    /** None: every type. */
    propertyTypes: z.array(PropertyType).max(PROPERTY_TYPES.length).default([]),
    /** None: all of Belgium. Cities are chosen by name and stored as their postcodes. */
    postcodes: z.array(Postcode).max(SAVED_SEARCH_POSTCODES_MAX).default([]),
    /**
     * The localities picked by name (lookups' city ids), each of a postcode in `postcodes`: how the
     * search names its places ("1450 Gentinnes", not "1450"). Matching stays by postcode.
     */
    cityIds: z.array(RowId).max(SAVED_SEARCH_POSTCODES_MAX).default([]),
    /** Euro. */
    priceMin: Amount(AD_PRICE_MAX),
    priceMax: Amount(AD_PRICE_MAX),
    bedroomsMin: Amount(AD_BEDROOMS_MAX),
    /** m². */
    livableSurfaceMin: Amount(AD_SURFACE_MAX),
  })
  .refine(
    (criteria) =>
      criteria.priceMin === null || criteria.priceMax === null || criteria.priceMin <= criteria.priceMax,
    {
      message: MSG.rangeOrder,
      path: ['priceMax'],
    },
  );
export type SavedSearchCriteria = z.output<typeof SavedSearchCriteria>;
export type SavedSearchCriteriaInput = z.input<typeof SavedSearchCriteria>;

/** off; pending: asked, waiting for the confirmation (e-mail link, or an app device); on. */
export const ALERT_STATES = ['off', 'pending', 'on'] as const;
export const AlertState = z.enum(ALERT_STATES);
export type AlertState = z.infer<typeof AlertState>;

/**
 * A place of a search as shown: its postcode and, where known, the locality's name in each language
 * (the name a reader of that language knows it by), so that the list reads the same in every language.
 */
export const SavedSearchPlace = z.object({
  postcode: z.string(),
  /** The locality picked by name; null when the name is the postcode's only locality, or unknown. */
  cityId: z.number().int().nullable(),
  name: z.object({ nl: z.string(), fr: z.string(), en: z.string() }).nullable(),
});
export type SavedSearchPlace = z.infer<typeof SavedSearchPlace>;

export const SavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  criteria: SavedSearchCriteria,
  /**
   * In the criteria's order, for each postcode: the localities the user picked of it, else the only
   * locality of that postcode, else the postcode alone (name null: a typed postcode of several).
   */
  places: z.array(SavedSearchPlace),
  createdAt: z.iso.datetime(),
  modifiedAt: z.iso.datetime(),
  /** When the user last ran it on the portal; null: never since it was saved. */
  lastSearchAt: z.iso.datetime().nullable(),
  /** Published listings matching it now. */
  totalMatches: z.number().int().min(0),
  /** Of those, the ones published in the last SAVED_SEARCH_NEW_MATCH_DAYS days. */
  newMatches: z.number().int().min(0),
  emailDigest: z.boolean(),
  emailNotification: AlertState,
  pushNotification: AlertState,
  /** Made by the portal from the user's searches, not saved by hand. */
  automaticAlert: z.boolean(),
  /**
   * The version of what PUT my-saved-searches/:id rewrites (name, criteria, as last saved): a strong
   * entity-tag, sent back in If-Match (decision 055). In the item because a list answers many records.
   */
  etag: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SaveSearchBody = z.object({
  name: requiredText(SAVED_SEARCH_NAME_MAX),
  criteria: SavedSearchCriteria,
  /** Repeats a save that answered 409 `notifications_warning`: the user accepts the estimate. */
  confirmEstimate: z.boolean().default(false),
});
export type SaveSearchBody = z.input<typeof SaveSearchBody>;

/** The 409 bodies of a refused or unconfirmed save carry the estimate: `values: { estimate }`. */
export const ESTIMATE_ERRORS = {
  refused: 'too_many_notifications',
  warning: 'notifications_warning',
} as const;

export const ConfirmAlertBody = z.object({ token: z.string().min(1).max(200) });

export const listMySavedSearches = endpoint({
  method: 'GET',
  path: 'my-saved-searches',
  access: 'active',
  tag: 'saved-searches',
  summary: "The caller's saved searches, newest first, with their matches counted from the listings now.",
  query: PagingQuery,
  response: pagedOf(SavedSearch),
});
export const createSavedSearch = endpoint({
  method: 'POST',
  path: 'my-saved-searches',
  access: 'active',
  tag: 'saved-searches',
  summary:
    'Saves a search. Above 50 estimated alerts a day it is refused (409 too_many_notifications), above 20 it needs confirmEstimate (409 notifications_warning); both carry the estimate.',
  body: SaveSearchBody,
  response: dataOf(SavedSearch),
});
export const updateSavedSearch = endpoint({
  method: 'PUT',
  path: 'my-saved-searches/:id',
  access: 'active',
  tag: 'saved-searches',
  summary: 'Renames a saved search or changes its criteria, with the same estimate rules as a new one.',
  params: IdParams,
  body: SaveSearchBody,
  response: dataOf(SavedSearch),
  versioned: true,
});
export const deleteSavedSearch = endpoint({
  method: 'DELETE',
  path: 'my-saved-searches/:id',
  access: 'active',
  tag: 'saved-searches',
  summary: 'Deletes a saved search and its alerts.',
  params: IdParams,
  response: Success,
});

/** One listing a search's card counts, as the matches' list shows it. */
export const SearchMatch = ListingSummary.extend({
  /** When it went online on the portal, the first time or again after being offline. */
  publishedAt: z.iso.datetime(),
  /** Published in the last SAVED_SEARCH_NEW_MATCH_DAYS days: one of the card's new matches. */
  isNew: z.boolean(),
});
export type SearchMatch = z.infer<typeof SearchMatch>;

export const SearchMatchesQuery = PagingQuery.extend({
  /** Only the new matches (published in the last SAVED_SEARCH_NEW_MATCH_DAYS days). */
  new: QueryFlag,
});
export type SearchMatchesQuery = z.input<typeof SearchMatchesQuery>;

export const listSavedSearchMatches = endpoint({
  method: 'GET',
  path: 'my-saved-searches/:id/matches',
  access: 'active',
  tag: 'saved-searches',
  summary: `The listings a saved search's card counts, newest first; new=1: only those published in the last ${SAVED_SEARCH_NEW_MATCH_DAYS} days. Each url is the portal's page in the request's language.`,
  params: IdParams,
  query: SearchMatchesQuery,
  response: pagedOf(SearchMatch),
});

const alertEndpoint = (path: string, summary: string) =>
  endpoint({
    method: 'PUT',
    path: `my-saved-searches/:id/${path}`,
    access: 'active',
    tag: 'saved-searches',
    summary,
    params: IdParams,
    response: dataOf(SavedSearch),
  });

export const enableEmailDigest = alertEndpoint(
  'enable/email-digest',
  'Adds the search to the daily digest e-mail.',
);
export const disableEmailDigest = alertEndpoint(
  'disable/email-digest',
  'Takes the search out of the daily digest.',
);
export const enableEmailNotification = alertEndpoint(
  'enable/email-notification',
  'Real-time e-mail alerts (at most one an hour). An address not confirmed for alerts gets a confirmation link first: the state is pending until then.',
);
export const disableEmailNotification = alertEndpoint(
  'disable/email-notification',
  'Stops the real-time e-mail alerts.',
);
export const enablePushNotification = alertEndpoint(
  'enable/push-notification',
  'Push alerts to the connected app devices; pending while the user has no app device.',
);
export const disablePushNotification = alertEndpoint('disable/push-notification', 'Stops the push alerts.');
export const confirmEmailNotification = endpoint({
  method: 'PUT',
  path: 'my-saved-searches/:id/confirm/email-notification',
  access: 'active',
  tag: 'saved-searches',
  summary:
    "Confirms the alert address with the e-mail's link; every pending e-mail alert of the user turns on.",
  params: IdParams,
  body: ConfirmAlertBody,
  response: dataOf(SavedSearch),
});
export const confirmPushNotification = alertEndpoint(
  'confirm/push-notification',
  'Turns a pending push alert on once an app device is connected; 409 while there is none.',
);
