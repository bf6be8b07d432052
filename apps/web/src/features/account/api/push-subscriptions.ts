import type { PushSubscription } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const listPushSubscriptionsEndpoint = lazyEndpoint('listPushSubscriptions');

/** GET my-profile/push/subscriptions: the browsers with notifications on, newest first. */
export const fetchPushSubscriptions = (signal?: AbortSignal) =>
  call(listPushSubscriptionsEndpoint, {}, { signal });

export const pushSubscriptionsKey = (userId: number) => ['account', 'push-subscriptions', userId] as const;

export const pushSubscriptionsQuery = (userId: number) =>
  queryOptions<PushSubscription[]>({
    queryKey: pushSubscriptionsKey(userId),
    queryFn: async ({ signal }) => (await fetchPushSubscriptions(signal)).data,
    staleTime: 0,
  });

export const usePushSubscriptions = (userId: number) => useQuery(pushSubscriptionsQuery(userId));
