import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { webhookAttemptsKey } from './webhook-attempts';
import { dropCachedEndpoint } from './webhook-endpoints';

const deleteEndpoint = lazyEndpoint('deleteWebhookEndpoint');

/** DELETE my-profile/webhooks/:id: the endpoint, its messages still waiting and its delivery log. */
export const deleteWebhookEndpoint = (id: number) => call(deleteEndpoint, { params: { id } });

export function useDeleteWebhookEndpoint(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'delete'],
    mutationFn: deleteWebhookEndpoint,
    onSuccess: (_result, id) => {
      dropCachedEndpoint(queryClient, userId, id);
      queryClient.removeQueries({ queryKey: webhookAttemptsKey(userId, id) });
    },
  });
}
