import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const getPushKey = lazyEndpoint('getPushKey');

/** GET my-profile/push/key: the VAPID public key browsers subscribe with; null where there is none. */
export const fetchPushKey = (signal?: AbortSignal, caller: Caller = call) =>
  caller(getPushKey, {}, { signal });

export const pushKeyQuery = (caller: Caller = call) =>
  queryOptions({
    queryKey: ['push', 'key'] as const,
    queryFn: async ({ signal }) => (await fetchPushKey(signal, caller)).data.publicKey,
    staleTime: Infinity,
  });

export const usePushKey = () => useQuery(pushKeyQuery());
