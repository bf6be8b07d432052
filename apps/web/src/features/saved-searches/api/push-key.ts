import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET my-profile/push/key: the VAPID public key browsers subscribe with; null where there is none. */
export const fetchPushKey = (signal?: AbortSignal) => call(endpoints.getPushKey, {}, { signal });

export const pushKeyQuery = () =>
  queryOptions({
    queryKey: ['push', 'key'] as const,
    queryFn: async ({ signal }) => (await fetchPushKey(signal)).data.publicKey,
    staleTime: Infinity,
  });

export const usePushKey = () => useQuery(pushKeyQuery());
