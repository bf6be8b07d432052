import type { ContactFilterInput } from '@app/contract';
import { isCalendarDay } from '@app/contract';
import type { Params } from 'react-router';

/** Which contacts a screen shows: received (`emails/:vlancode?`) or sent (`contacts-sent`). */
export type ContactSide = 'received' | 'sent';
export type ContactView = 'chronological' | 'byListing';

/**
 * The filters of the contacts screens as they live in the URL, so a view can be shared and the back
 * button restores it. Invalid values are dropped rather than sent, so a hand-edited link never ends
 * in a 400. The listing of the received contacts is the route's `:vlancode`; the sent contacts keep
 * it in the query string.
 */
export interface ContactListView {
  from: string;
  to: string;
  vlancode: string;
  view: ContactView;
  page: number;
}

export const DEFAULT_VIEW: ContactListView = {
  from: '',
  to: '',
  vlancode: '',
  view: 'chronological',
  page: 1,
};

export const PARAM = { from: 'from', to: 'to', listing: 'listing', view: 'view', page: 'page' } as const;

/** The contract allows 20 characters; a longer code can match nothing anyway. */
export const VLANCODE_MAX = 20;

const day = (value: string | null): string => (value && isCalendarDay(value) ? value : '');

export function readView(params: URLSearchParams, routeVlancode?: string): ContactListView {
  const from = day(params.get(PARAM.from));
  let to = day(params.get(PARAM.to));
  // A period that ends before it starts would answer 400: its end is dropped.
  if (from && to && to < from) to = '';
  const page = Number(params.get(PARAM.page));
  return {
    from,
    to,
    vlancode: (routeVlancode ?? params.get(PARAM.listing) ?? '').trim().slice(0, VLANCODE_MAX),
    view: params.get(PARAM.view) === 'byListing' ? 'byListing' : 'chronological',
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_VIEW.page,
  };
}

/** Received contacts hold the listing in the route (`emails/:vlancode`); sent ones in the query. */
export const routeVlancodeOf = (side: ContactSide, routeParams: Params): string | undefined =>
  side === 'sent' ? undefined : (routeParams.vlancode ?? '');

/** The query string of a view; the listing goes in only where the route does not hold it. */
export function writeView(view: ContactListView, listingInQuery: boolean): URLSearchParams {
  const params = new URLSearchParams();
  if (view.from) params.set(PARAM.from, view.from);
  if (view.to) params.set(PARAM.to, view.to);
  if (listingInQuery && view.vlancode) params.set(PARAM.listing, view.vlancode);
  if (view.view !== DEFAULT_VIEW.view) params.set(PARAM.view, view.view);
  if (view.page !== DEFAULT_VIEW.page) params.set(PARAM.page, String(view.page));
  return params;
}

/** The request body of a view. */
export function filterOf(view: ContactListView): ContactFilterInput {
  return {
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
    ...(view.vlancode ? { vlancode: view.vlancode } : {}),
    view: view.view,
    page: view.page,
  };
}

/** True when something narrows the contacts: an empty answer then means "no results", not "none yet". */
export const isFiltered = (view: ContactListView): boolean =>
  view.from !== '' || view.to !== '' || view.vlancode !== '';
