import type { FacebookStatistics } from '@app/contract';
import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { statisticsKey } from './statistics-key';

/** GET my-statistics/facebook: shares and boosts. */
export const fetchFacebookStatistics = async (signal?: AbortSignal): Promise<FacebookStatistics> =>
  (await call(endpoints.getFacebookStatistics, {}, { signal })).data;

export const facebookStatisticsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...statisticsKey(userId), 'facebook'] as const,
    queryFn: ({ signal }) => fetchFacebookStatistics(signal),
    staleTime: 0,
  });

export const useFacebookStatistics = (userId: number) => useQuery(facebookStatisticsQuery(userId));
