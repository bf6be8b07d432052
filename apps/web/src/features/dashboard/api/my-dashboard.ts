import type { Dashboard } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { myDashboardKey } from '../../../lib/query-keys';

const getMyDashboard = lazyEndpoint('getMyDashboard');

/** GET my-properties/dashboard: the caller's listings by type, slots, recent contacts and activity. */
export const fetchMyDashboard = (signal?: AbortSignal, caller: Caller = call) =>
  caller(getMyDashboard, {}, { signal });

/**
 * How long the dashboard's figures count as fresh. Contacts and counters arrive all day, so a revisit
 * asks again; but not within seconds, so the figures of a page the server has just drawn are not
 * asked for a second time as the app takes the page over.
 */
export const DASHBOARD_FRESH_MS = 10_000;

/** Keyed by user: another user logging in on the same page never sees these. */
export const myDashboardQuery = (userId: number, caller: Caller = call) =>
  queryOptions<Dashboard>({
    queryKey: myDashboardKey(userId),
    queryFn: async ({ signal }) => (await fetchMyDashboard(signal, caller)).data,
    staleTime: DASHBOARD_FRESH_MS,
  });

export const useMyDashboard = (userId: number) => useQuery(myDashboardQuery(userId));
