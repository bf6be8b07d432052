import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { webhookAttemptsKey } from './webhook-attempts';
import { webhookEndpointsKey } from './webhook-endpoints';

const resendEndpoint = lazyEndpoint('resendWebhookMessage');

/** POST my-profile/webhooks/:id/messages/:messageId/resend: a failed message, now, with its webhook-id. */
export const resendWebhookMessage = ({ id, messageId }: { id: number; messageId: number }) =>
  call(resendEndpoint, { params: { id, messageId } });

export function useResendWebhookMessage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'resend'],
    mutationFn: resendWebhookMessage,
    onSuccess: (_result, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookEndpointsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: webhookAttemptsKey(userId, id) }),
      ]),
  });
}
