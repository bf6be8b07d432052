import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { webhookAttemptsKey } from './webhook-attempts';
import { webhookEndpointsKey } from './webhook-endpoints';

const testEndpoint = lazyEndpoint('sendWebhookTest');

/** POST my-profile/webhooks/:id/test: queues a test event, delivered as any other (it shows in the log). */
export const sendWebhookTest = (id: number) => call(testEndpoint, { params: { id } });

export function useSendWebhookTest(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'test'],
    mutationFn: sendWebhookTest,
    onSuccess: (_result, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookEndpointsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: webhookAttemptsKey(userId, id) }),
      ]),
  });
}
