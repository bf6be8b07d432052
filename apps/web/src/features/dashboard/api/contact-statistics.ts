import type { ContactStatistics } from '@app/contract';
import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';

/** GET my-statistics/contact: contacts per day over the last 30 days and the total of the 30 before. */
export const contactStatisticsQuery = (userId: number, caller: Caller = call) =>
  queryOptions<ContactStatistics>({
    // Keyed by user: another user logging in on the same page never sees these.
    queryKey: ['dashboard', 'contact-statistics', userId] as const,
    queryFn: async ({ signal }) => (await caller(endpoints.getContactStatistics, {}, { signal })).data,
    // Contacts arrive all day: a revisit shows fresh figures.
    staleTime: 0,
  });

export const useContactStatistics = (userId: number) => useQuery(contactStatisticsQuery(userId));
