import type { ContactStatistics } from '@app/contract';
import { endpoints } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET my-statistics/contact: contacts per day over the last 30 days and the total of the 30 before. */
export const useContactStatistics = (userId: number) =>
  useQuery({
    // Keyed by user: another user logging in on the same page never sees these.
    queryKey: ['dashboard', 'contact-statistics', userId] as const,
    queryFn: async ({ signal }): Promise<ContactStatistics> =>
      (await call(endpoints.getContactStatistics, {}, { signal })).data,
    // Contacts arrive all day: a revisit shows fresh figures.
    staleTime: 0,
  });
