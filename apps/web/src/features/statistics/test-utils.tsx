import type { CurrentUser, ListingStatistics, Span, StatisticsPoint, StatisticsSeries } from '@app/contract';
import { routePattern } from '@app/contract';
import { configure } from '@testing-library/react';
import { applyLanguage } from '../../lib/language';
import { vi } from 'vitest';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { StatisticsPage } from './statistics-page';

// The page starts the shell's queries (user, types) before its figures show.
configure({ asyncUtilTimeout: 5_000 });

/** A period's figures, each counter a multiple of `scale`. */
export const point = (period: string, start: string, end: string, scale = 1): StatisticsPoint => ({
  period,
  start,
  end,
  searchAppearances: 100 * scale,
  detailViews: 10 * scale,
  mails: 2 * scale,
  phoneRequests: scale,
  contacts: 3 * scale,
});

/** A series as the server sends it (valid against the contract), totals summed from its points. */
export function series(
  filterStart: string,
  filterEnd: string,
  span: Span,
  points: StatisticsPoint[],
): StatisticsSeries {
  const sum = (name: keyof StatisticsSeries['totals']) =>
    points.reduce((total, item) => total + item[name], 0);
  return {
    filterStart,
    filterEnd,
    span,
    series: points,
    totals: {
      searchAppearances: sum('searchAppearances'),
      detailViews: sum('detailViews'),
      mails: sum('mails'),
      phoneRequests: sum('phoneRequests'),
      contacts: sum('contacts'),
    },
  };
}

/** Two days of figures inside whatever range was asked: enough for the chart and the table. */
export const answerFor = (query: URLSearchParams, scale = 1): StatisticsSeries => {
  const start = query.get('filterStart')!;
  const end = query.get('filterEnd')!;
  const span = (query.get('span') ?? 'day') as Span;
  const points =
    span === 'week'
      ? [point('2026-W46', start, '2026-11-15', scale), point('2026-W47', '2026-11-16', end, scale)]
      : span === 'month'
        ? [point('2026-10', start, '2026-10-31', scale), point('2026-11', '2026-11-01', end, scale)]
        : [point(start, start, start, scale), point(end, end, end, scale)];
  return series(start, end, span, points);
};

export const bestListing = (overrides: Partial<ListingStatistics> = {}): ListingStatistics => ({
  listingId: 7,
  vlancode: 'ABC1234',
  yourReference: 'REF-7',
  projectReference: null,
  searchAppearances: 900,
  detailViews: 90,
  mails: 9,
  phoneRequests: 3,
  contacts: 12,
  ...overrides,
});

/** The query string of a request the fetch double received. */
export const queryOf = (input: RequestInfo | URL) => new URL(String(input), 'http://localhost').searchParams;

/** A handler that also gets the request's query string (the shared double passes only the path). */
export type QueryHandler = (request: Parameters<Handler>[0] & { query: URLSearchParams }) => Response;

/** The statistics page alone at `path` (English) for `user`, with `handlers` for the API. */
export function renderStatistics(user: CurrentUser, path: string, handlers: Record<string, QueryHandler>) {
  applyLanguage('en');
  let query = new URLSearchParams();
  const withQuery =
    (handler: QueryHandler): Handler =>
    (request) =>
      handler({ ...request, query });
  const inner = mockApi(user, {
    'GET my-statistics/facebook': () => json(200, { data: { shares: 0, boosts: [] } }),
    ...Object.fromEntries(Object.entries(handlers).map(([key, handler]) => [key, withQuery(handler)])),
  });
  const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    query = queryOf(input);
    return inner(input, init);
  });
  const view = renderApp(path, api, [
    { path: routePattern('statistics', 'en'), element: <StatisticsPage /> },
  ]);
  return { ...view, api };
}

/** The requests to `path` (relative to the API prefix) the double received, as their query strings. */
export const requestsTo = (api: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith(`/api/core/${path}`))
    .map((url) => Object.fromEntries(url.searchParams));
