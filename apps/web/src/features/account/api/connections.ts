import type { Connection } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const getConnectionsEndpoint = lazyEndpoint('getConnections');

/** GET my-profile/connections: Facebook, Google and Belfius, available and linked or not. */
export const fetchConnections = (signal?: AbortSignal) => call(getConnectionsEndpoint, {}, { signal });

export const connectionsKey = (userId: number) => ['account', 'connections', userId] as const;

export const connectionsQuery = (userId: number) =>
  queryOptions<Connection[]>({
    queryKey: connectionsKey(userId),
    queryFn: async ({ signal }) => (await fetchConnections(signal)).data,
    staleTime: 0,
  });

export const useConnections = (userId: number) => useQuery(connectionsQuery(userId));
