import type { Dashboard } from '@app/contract';
import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { myDashboardKey } from '../../../lib/query-keys';

/** GET my-properties/dashboard: the caller's listings by type, slots, recent contacts and activity. */
export const fetchMyDashboard = (signal?: AbortSignal, caller: Caller = call) =>
  caller(endpoints.getMyDashboard, {}, { signal });

/** Keyed by user: another user logging in on the same page never sees these. */
export const myDashboardQuery = (userId: number, caller: Caller = call) =>
  queryOptions<Dashboard>({
    queryKey: myDashboardKey(userId),
    queryFn: async ({ signal }) => (await fetchMyDashboard(signal, caller)).data,
    // Contacts and counters arrive all day: a revisit shows fresh figures.
    staleTime: 0,
  });

export const useMyDashboard = (userId: number) => useQuery(myDashboardQuery(userId));
