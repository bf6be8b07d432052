import type { SecurityEvent } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const listEndpoint = lazyEndpoint('listMySecurityEvents');

export const securityEventsKey = (userId: number) => ['account', 'security-events', userId] as const;

/** GET my-profile/security-events: what the user was told about their account's security, newest first. */
export const securityEventsQuery = (userId: number) =>
  queryOptions<SecurityEvent[]>({
    queryKey: securityEventsKey(userId),
    queryFn: async ({ signal }) => (await call(listEndpoint, {}, { signal })).data,
    staleTime: 0,
  });

export const useSecurityEvents = (userId: number) => useQuery(securityEventsQuery(userId));
