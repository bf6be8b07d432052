import type { WebhookAttempt } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { WATCH_INTERVAL_MS, webhooksKey } from './webhook-endpoints';

const listEndpoint = lazyEndpoint('listWebhookAttempts');

export const webhookAttemptsKey = (userId: number, id: number) =>
  [...webhooksKey(userId), 'attempts', id] as const;

/** GET my-profile/webhooks/:id/attempts: the endpoint's delivery log, the newest attempt first. */
export const webhookAttemptsQuery = (userId: number, id: number) =>
  queryOptions<WebhookAttempt[]>({
    queryKey: webhookAttemptsKey(userId, id),
    queryFn: async ({ signal }) => (await call(listEndpoint, { params: { id } }, { signal })).data,
    staleTime: 0,
  });

/** `watch`: ask again every few seconds (after a test event, a message sent again). */
export const useWebhookAttempts = (userId: number, id: number, watch = false) =>
  useQuery({ ...webhookAttemptsQuery(userId, id), refetchInterval: watch ? WATCH_INTERVAL_MS : false });
