import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { putCachedEndpoint } from './webhook-endpoints';

const rotateEndpoint = lazyEndpoint('rotateWebhookSecret');

/** POST my-profile/webhooks/:id/secret: a new signing secret, shown this once; the old one signs beside it a while. */
export const rotateWebhookSecret = async (id: number) =>
  (await call(rotateEndpoint, { params: { id } })).data;

export function useRotateWebhookSecret(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['webhooks', 'rotate'],
    mutationFn: rotateWebhookSecret,
    // The endpoint with its new version.
    onSuccess: ({ endpoint }) => putCachedEndpoint(queryClient, userId, endpoint),
  });
}
