import type { WebhookEndpointUpdateBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { putCachedEndpoint } from './webhook-endpoints';

const updateEndpoint = lazyEndpoint('updateWebhookEndpoint');

export interface UpdateEndpointInput {
  id: number;
  body: WebhookEndpointUpdateBody;
  /** The version the change is based on (decision 055): the endpoint's `etag`. */
  ifMatch: string;
}

/** PUT my-profile/webhooks/:id: the whole endpoint (switching it on clears a disabling for failures); conditional. */
export const updateWebhookEndpoint = async ({ id, body, ifMatch }: UpdateEndpointInput) =>
  (await call(updateEndpoint, { params: { id }, body }, { headers: { 'if-match': ifMatch } })).data;

export function useUpdateWebhookEndpoint(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'update'],
    mutationFn: updateWebhookEndpoint,
    // The answer carries the new version.
    onSuccess: (endpoint) => putCachedEndpoint(queryClient, userId, endpoint),
  });
}
