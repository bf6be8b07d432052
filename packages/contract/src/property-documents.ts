import { z } from 'zod';
import { IdParams } from './common';
import { endpoint } from './endpoint';
import { FilterableStatusId, PropertyFilter, PropertySortField, SortDirection } from './properties';
import { PROPERTY_FILTER_TEXT_MAX } from './property-codes';
import { PropertyType, TransactionType } from './lookups';

/** Issue 4: the Excel export, poster and folder of the caller's listings, and the Facebook share URL. */

/** A comma-separated query value ("sale,rent") as an array of the item schema; absent is empty. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').filter((part) => part !== '') : []))
    .pipe(z.array(item));

/**
 * GET my-properties/export: the list filter of POST my-properties as a query string (arrays as
 * comma-separated values, no paging): the export holds every listing the filter selects.
 */
export const PropertyExportQuery = z.object({
  statusIds: commaList(z.string().regex(/^\d+$/).transform(Number).pipe(FilterableStatusId)),
  transactionTypes: commaList(TransactionType),
  propertyTypes: commaList(PropertyType),
  reference: z.string().trim().max(PROPERTY_FILTER_TEXT_MAX).optional(),
  q: z.string().trim().max(PROPERTY_FILTER_TEXT_MAX).optional(),
  market: PropertyFilter.shape.market,
  offline: PropertyFilter.shape.offline,
  sort: PropertySortField.default('createdAt'),
  direction: SortDirection.default('desc'),
});
export type PropertyExportQuery = z.output<typeof PropertyExportQuery>;

/** The query string of an export for a list filter (the web app's download link). */
export function exportQueryOf(filter: z.input<typeof PropertyFilter>): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.statusIds?.length) query.statusIds = filter.statusIds.join(',');
  if (filter.transactionTypes?.length) query.transactionTypes = filter.transactionTypes.join(',');
  if (filter.propertyTypes?.length) query.propertyTypes = filter.propertyTypes.join(',');
  if (filter.reference) query.reference = filter.reference;
  if (filter.q) query.q = filter.q;
  if (filter.market) query.market = filter.market;
  if (filter.offline) query.offline = filter.offline;
  if (filter.sort) query.sort = filter.sort;
  if (filter.direction) query.direction = filter.direction;
  return query;
}

/** Binary: an .xlsx workbook, streamed, one row per listing with every Property column. */
export const exportMyProperties = endpoint({
  method: 'GET',
  path: 'my-properties/export',
  access: 'active',
  tag: 'properties',
  summary: "The caller's listings selected by the list filter, as an Excel workbook (streamed).",
  query: PropertyExportQuery,
  response: z.unknown(),
});

/** Binary: application/pdf, A4 portrait, for the shop window. */
export const getPropertyPoster = endpoint({
  method: 'GET',
  path: 'my-properties/:id/poster',
  access: 'active',
  tag: 'properties',
  summary:
    "A printable poster (PDF) of one of the caller's listings: photo, price, key figures, agency block.",
  params: IdParams,
  response: z.unknown(),
});

/** Binary: application/pdf, two A4 pages with the descriptions, for handing out at a visit. */
export const getPropertyFolder = endpoint({
  method: 'GET',
  path: 'my-properties/:id/folder',
  access: 'active',
  tag: 'properties',
  summary: "A printable folder (PDF) of one of the caller's listings, with its descriptions.",
  params: IdParams,
  response: z.unknown(),
});
