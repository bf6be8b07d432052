import { z } from 'zod';
import { dataOf, IdParams, pagedOf } from './common';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, RATING_MAX } from './constants';
import { endpoint } from './endpoint';
import { MarketSummary } from './market';
import type { StatusTypeCode } from './lookup-codes';
import { STATUS_TYPES } from './lookup-codes';
import { PropertyType, TransactionType } from './lookups';
import {
  FILTERABLE_STATUS_IDS,
  PROPERTY_FILTER_TEXT_MAX,
  PROPERTY_SORT_FIELDS,
  REQUESTED_STATUSES,
  SORT_DIRECTIONS,
} from './property-codes';

/** Issue 4: the user's own listings (spec sections 2 "My properties", 3 Property, 7 Properties). */

export const ListingStatusCode = z.enum(
  STATUS_TYPES.map((type) => type.code) as [StatusTypeCode, ...StatusTypeCode[]],
);
export const ListingStatus = z.object({
  id: z.number().int().min(1).max(7),
  code: ListingStatusCode,
});
export type ListingStatus = z.infer<typeof ListingStatus>;

/** A filterable status id; 3 (draft), 4 (pending publication) and 5 (deleted) are refused. */
export const FilterableStatusId = z
  .number()
  .int()
  .refine((id) => FILTERABLE_STATUS_IDS.includes(id as (typeof FILTERABLE_STATUS_IDS)[number]));

export const PropertyCounters = z.object({
  searchAppearances: z.number().int().min(0),
  detailViews: z.number().int().min(0),
  mails: z.number().int().min(0),
  phoneRequests: z.number().int().min(0),
});
export type PropertyCounters = z.infer<typeof PropertyCounters>;

export const PropertyDescriptions = z.object({
  nl: z.string().nullable(),
  fr: z.string().nullable(),
  en: z.string().nullable(),
});

/** A listing as the account area shows it: the Property of spec section 3 plus id, rating and photos. */
export const Property = z.object({
  id: z.number().int(),
  /** The portal code: 3 capital letters and 4 digits. */
  vlancode: z.string(),
  onlineDate: z.iso.date().nullable(),
  offlineDate: z.iso.date().nullable(),
  status: ListingStatus,
  transactionType: TransactionType,
  propertyType: PropertyType,
  yourReference: z.string().nullable(),
  softwareReference: z.string().nullable(),
  /** Euro; null is "price on request". */
  price: z.number().min(0).nullable(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  box: z.string().nullable(),
  livableSurface: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
  url: z.string().nullable(),
  descriptions: PropertyDescriptions,
  /** The project's reference (or name) when the listing is a unit of a project. */
  projectReference: z.string().nullable(),
  counters: PropertyCounters,
  /** The listing's quality rating, 0..5 stars; null when not rated yet. */
  rating: z.number().int().min(0).max(RATING_MAX).nullable(),
  photoCount: z.number().int().min(0),
  /** The main photo's address (the portal's image server), null without one. */
  photoUrl: z.string().nullable(),
  /** The software that manages this listing ("Managed by <software>"): it cannot be changed here. */
  managedBy: z.string().nullable(),
  /** Against its similar listings, as last measured (decision 086); null unless public and measured. */
  market: MarketSummary.nullable(),
});
export type Property = z.infer<typeof Property>;

export const PropertySortField = z.enum(PROPERTY_SORT_FIELDS);
export type PropertySortField = z.infer<typeof PropertySortField>;
export const SortDirection = z.enum(SORT_DIRECTIONS);
export type SortDirection = z.infer<typeof SortDirection>;

/** The payload of POST my-properties: every criterion is optional; criteria combine with AND. */
export const PropertyFilter = z.object({
  statusIds: z.array(FilterableStatusId).max(FILTERABLE_STATUS_IDS.length).default([]),
  transactionTypes: z.array(TransactionType).max(TransactionType.options.length).default([]),
  propertyTypes: z.array(PropertyType).max(PropertyType.options.length).default([]),
  /** Your reference or software reference starting with this, case-insensitive. */
  reference: z.string().trim().max(PROPERTY_FILTER_TEXT_MAX).optional(),
  /** Text in the street, city, postcode, vlancode or a reference, case-insensitive. */
  q: z.string().trim().max(PROPERTY_FILTER_TEXT_MAX).optional(),
  /** `behind`: only listings with fewer detail views than 3 of 4 similar listings (decision 086). */
  market: z.enum(['behind']).optional(),
  /**
   * `soon`: only listings whose offline date is today or within DASHBOARD_TODO_DAYS.offline Brussels
   * days, the dashboard's "going offline" count, which links to the list with it.
   */
  offline: z.enum(['soon']).optional(),
  sort: PropertySortField.default('createdAt'),
  direction: SortDirection.default('desc'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PropertyFilter = z.infer<typeof PropertyFilter>;
export type PropertyFilterInput = z.input<typeof PropertyFilter>;

export const listMyProperties = endpoint({
  method: 'POST',
  path: 'my-properties',
  access: 'active',
  tag: 'properties',
  summary:
    "The caller's listings (drafts and deleted ones excepted), filtered, sorted and paged, with counters.",
  body: PropertyFilter,
  response: pagedOf(Property),
});

export const getMyProperty = endpoint({
  method: 'GET',
  path: 'my-properties/:id',
  access: 'active',
  tag: 'properties',
  summary: "One of the caller's listings; someone else's, a draft or a deleted one answers 404.",
  params: IdParams,
  response: dataOf(Property),
});

// ---------------------------------------------------------------------------------------------
// Status change (spec section 4, product.md "Listings", decision 003)

export const RequestedStatus = z.enum(REQUESTED_STATUSES);
export type RequestedStatus = z.infer<typeof RequestedStatus>;

export const StatusChangeBody = z.object({ requestedStatus: RequestedStatus });
export type StatusChangeBody = z.infer<typeof StatusChangeBody>;

export const changeMyPropertyStatus = endpoint({
  method: 'POST',
  path: 'my-properties/:id/status',
  access: 'active',
  tag: 'properties',
  summary:
    "Changes the status of one of the caller's listings; 403 when its software manages it, 409 for a draft or deleted listing.",
  params: IdParams,
  body: StatusChangeBody,
  response: dataOf(Property),
});
