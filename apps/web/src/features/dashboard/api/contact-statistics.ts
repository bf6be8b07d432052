import type { ContactStatistics } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';

const getContactStatistics = lazyEndpoint('getContactStatistics');

/** GET my-statistics/contact: contacts per day over the last 30 days and the total of the 30 before. */
export const contactStatisticsQuery = (userId: number, caller: Caller = call) =>
  queryOptions<ContactStatistics>({
    // Keyed by user: another user logging in on the same page never sees these.
    queryKey: ['dashboard', 'contact-statistics', userId] as const,
    queryFn: async ({ signal }) => (await caller(getContactStatistics, {}, { signal })).data,
    staleTime: RENDERED_FRESH_MS,
  });

export const useContactStatistics = (userId: number) => useQuery(contactStatisticsQuery(userId));
