import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { pushSubscriptionsKey } from './push-subscriptions';

const deletePushSubscriptionEndpoint = lazyEndpoint('deletePushSubscription');

export interface DeletePushSubscriptionInput {
  userId: number;
  id: number;
}

/** DELETE my-profile/push/subscriptions/:id: answers the browsers left. */
export const deletePushSubscription = ({ id }: DeletePushSubscriptionInput) =>
  call(deletePushSubscriptionEndpoint, { params: { id } });

export function useDeletePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'delete-push-subscription'],
    mutationFn: deletePushSubscription,
    onSuccess: (result, { userId }) => queryClient.setQueryData(pushSubscriptionsKey(userId), result.data),
  });
}
