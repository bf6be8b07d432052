import type { SubscribePushBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { mySavedSearchesKey } from './my-saved-searches';

const subscribePushEndpoint = lazyEndpoint('subscribePush');

/** PUT my-profile/push/subscriptions: this browser's push subscription, stored (or updated) for the user. */
export const subscribePush = (body: SubscribePushBody) => call(subscribePushEndpoint, { body });

export function useSubscribePush(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['push', 'subscribe'],
    mutationFn: subscribePush,
    // A search waiting for a device reads on now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySavedSearchesKey(userId) }),
  });
}
