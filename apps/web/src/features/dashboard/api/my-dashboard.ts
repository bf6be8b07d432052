import type { Dashboard } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { lazyEndpoint } from '../../../lib/schemas';
import { myDashboardKey } from '../../../lib/query-keys';

const getMyDashboard = lazyEndpoint('getMyDashboard');

/** GET my-properties/dashboard: the caller's listings by type, slots, recent contacts and activity. */
export const fetchMyDashboard = (signal?: AbortSignal, caller: Caller = call) =>
  caller(getMyDashboard, {}, { signal });

/** Keyed by user: another user logging in on the same page never sees these. */
export const myDashboardQuery = (userId: number, caller: Caller = call) =>
  queryOptions<Dashboard>({
    queryKey: myDashboardKey(userId),
    queryFn: async ({ signal }) => (await fetchMyDashboard(signal, caller)).data,
    staleTime: RENDERED_FRESH_MS,
  });

export const useMyDashboard = (userId: number) => useQuery(myDashboardQuery(userId));
