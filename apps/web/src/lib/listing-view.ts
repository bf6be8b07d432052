import type { PropertySortField, PropertyType, SortDirection, TransactionType } from '@app/contract';
import {
  FILTERABLE_STATUS_IDS,
  PROPERTY_FILTER_TEXT_MAX,
  PROPERTY_SORT_FIELDS,
  PROPERTY_TYPES,
  TRANSACTION_TYPES,
} from '@app/contract';

/**
 * The listing list's filters, sort and page as they live in the URL query string, so a view can be
 * shared and the back button restores it (My projects reads the same names). Unknown or invalid
 * values are dropped rather than sent, so a hand-edited link never ends in a 400.
 */
export interface PropertyListView {
  statusIds: number[];
  transactionTypes: TransactionType[];
  propertyTypes: PropertyType[];
  reference: string;
  q: string;
  /** Only the listings behind their market (decision 086), as the dashboard links to them. */
  market: 'behind' | null;
  /** Only the listings going offline soon (the dashboard's count and link): contract's `offline`. */
  offline: 'soon' | null;
  sort: PropertySortField;
  direction: SortDirection;
  page: number;
}

export const DEFAULT_VIEW: PropertyListView = {
  statusIds: [],
  transactionTypes: [],
  propertyTypes: [],
  reference: '',
  q: '',
  market: null,
  offline: null,
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
};

/** Query string names: short, stable, and independent of the body's field names. */
export const PARAM = {
  status: 'status',
  transaction: 'transaction',
  type: 'type',
  reference: 'ref',
  q: 'q',
  market: 'market',
  offline: 'offline',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
} as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): value is T =>
  value !== null && (allowed as readonly string[]).includes(value);

const unique = <T>(values: T[]): T[] => [...new Set(values)];

const text = (value: string | null) => (value ?? '').slice(0, PROPERTY_FILTER_TEXT_MAX);

export function readView(params: URLSearchParams): PropertyListView {
  const statusIds = params
    .getAll(PARAM.status)
    .map(Number)
    .filter((id) => (FILTERABLE_STATUS_IDS as readonly number[]).includes(id));
  const sort = params.get(PARAM.sort);
  const direction = params.get(PARAM.direction);
  const page = Number(params.get(PARAM.page));
  return {
    statusIds: unique(statusIds),
    transactionTypes: unique(params.getAll(PARAM.transaction).filter((v) => oneOf(TRANSACTION_TYPES, v))),
    propertyTypes: unique(params.getAll(PARAM.type).filter((v) => oneOf(PROPERTY_TYPES, v))),
    reference: text(params.get(PARAM.reference)),
    q: text(params.get(PARAM.q)),
    market: params.get(PARAM.market) === 'behind' ? 'behind' : null,
    offline: params.get(PARAM.offline) === 'soon' ? 'soon' : null,
    sort: oneOf(PROPERTY_SORT_FIELDS, sort) ? sort : DEFAULT_VIEW.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_VIEW.direction,
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_VIEW.page,
  };
}

/** The query string of a view; defaults are left out so the plain list has a plain URL. */
export function writeView(view: PropertyListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of view.statusIds) params.append(PARAM.status, String(id));
  for (const type of view.transactionTypes) params.append(PARAM.transaction, type);
  for (const type of view.propertyTypes) params.append(PARAM.type, type);
  if (view.reference.trim()) params.set(PARAM.reference, view.reference);
  if (view.q.trim()) params.set(PARAM.q, view.q);
  if (view.market) params.set(PARAM.market, view.market);
  if (view.offline) params.set(PARAM.offline, view.offline);
  if (view.sort !== DEFAULT_VIEW.sort) params.set(PARAM.sort, view.sort);
  if (view.direction !== DEFAULT_VIEW.direction) params.set(PARAM.direction, view.direction);
  if (view.page !== DEFAULT_VIEW.page) params.set(PARAM.page, String(view.page));
  return params;
}

export const isFiltered = (view: PropertyListView): boolean =>
  writeView({ ...view, page: DEFAULT_VIEW.page }).toString() !== '';

/** How many of the list's filters hold a value (sorting is no filter): the folded panel's count. */
export const activeFilterCount = (view: PropertyListView): number =>
  [
    view.statusIds.length > 0,
    view.transactionTypes.length > 0,
    view.propertyTypes.length > 0,
    view.reference.trim() !== '',
    view.q.trim() !== '',
    view.market !== null,
    view.offline !== null,
  ].filter(Boolean).length;
