import type { WebhookEndpointBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { putCachedEndpoint } from './webhook-endpoints';

const createEndpoint = lazyEndpoint('createWebhookEndpoint');

/** POST my-profile/webhooks: adds an endpoint; the answer holds its signing secret, shown this once. */
export const createWebhookEndpoint = async (body: WebhookEndpointBody) =>
  (await call(createEndpoint, { body })).data;

export function useCreateWebhookEndpoint(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'create'],
    mutationFn: createWebhookEndpoint,
    onSuccess: ({ endpoint }) => putCachedEndpoint(queryClient, userId, endpoint),
  });
}
