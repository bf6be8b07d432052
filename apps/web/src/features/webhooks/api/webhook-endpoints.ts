import type { WebhookEndpoint, WebhookEventType } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import type { VersionSource } from '../../../lib/use-form-version';

const listEndpoint = lazyEndpoint('listWebhookEndpoints');

/** Every query of this feature, keyed by user: another user logging in on the same page never sees them. */
export const webhooksKey = (userId: number) => ['webhooks', userId] as const;

export const webhookEndpointsKey = (userId: number) => [...webhooksKey(userId), 'endpoints'] as const;

/**
 * After a test event or a "send again", the screen asks every few seconds for a while, so the
 * attempt shows without a reload (delivery runs in the server's job runner).
 */
export const WATCH_INTERVAL_MS = 3_000;

/** GET my-profile/webhooks: the agency's endpoints, the oldest first, each with its version (`etag`). */
export const webhookEndpointsQuery = (userId: number) =>
  queryOptions<WebhookEndpoint[]>({
    queryKey: webhookEndpointsKey(userId),
    queryFn: async ({ signal }) => (await call(listEndpoint, {}, { signal })).data,
    staleTime: 0,
  });

/** `watch`: ask again every few seconds (after a test event, a message sent again). */
export const useWebhookEndpoints = (userId: number, watch = false) =>
  useQuery({ ...webhookEndpointsQuery(userId), refetchInterval: watch ? WATCH_INTERVAL_MS : false });

/** Puts an endpoint the server answered in the cached list: in its place, or last (a new one). */
export function putCachedEndpoint(queryClient: QueryClient, userId: number, endpoint: WebhookEndpoint): void {
  queryClient.setQueryData<WebhookEndpoint[]>(webhookEndpointsKey(userId), (list) => {
    if (!list) return list;
    return list.some((item) => item.id === endpoint.id)
      ? list.map((item) => (item.id === endpoint.id ? endpoint : item))
      : [...list, endpoint];
  });
}

/** Takes a removed endpoint out of the cached list. */
export function dropCachedEndpoint(queryClient: QueryClient, userId: number, id: number): void {
  queryClient.setQueryData<WebhookEndpoint[]>(webhookEndpointsKey(userId), (list) =>
    list?.filter((item) => item.id !== id),
  );
}

/** What the PUT writes: the whole endpoint as its owner sets it. */
export interface EndpointSettings {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

export const settingsOf = (endpoint: WebhookEndpoint): EndpointSettings => ({
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  enabled: endpoint.enabled,
});

/**
 * Where endpoint `id`'s version is (decision 055): each listed endpoint carries its own (`etag`, the
 * If-Match of its PUT), and the list read again holds the current one. Null once it is gone.
 */
export function endpointVersion(
  queryClient: QueryClient,
  userId: number,
  id: number,
): VersionSource<EndpointSettings | null> {
  const of = (list: WebhookEndpoint[] | undefined) => {
    const endpoint = list?.find((item) => item.id === id);
    return endpoint ? { section: settingsOf(endpoint), etag: endpoint.etag } : undefined;
  };
  return {
    cached: () => of(queryClient.getQueryData<WebhookEndpoint[]>(webhookEndpointsKey(userId))),
    reread: async () =>
      of(await queryClient.fetchQuery({ ...webhookEndpointsQuery(userId), staleTime: 0 })) ?? {
        section: null,
        etag: undefined,
      },
  };
}
