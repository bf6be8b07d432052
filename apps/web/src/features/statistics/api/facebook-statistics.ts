import type { FacebookStatistics } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { lazyEndpoint } from '../../../lib/schemas';
import { statisticsKey } from './statistics-key';

const getFacebookStatistics = lazyEndpoint('getFacebookStatistics');

/** GET my-statistics/facebook: shares and boosts. */
export const fetchFacebookStatistics = async (
  signal?: AbortSignal,
  caller: Caller = call,
): Promise<FacebookStatistics> => (await caller(getFacebookStatistics, {}, { signal })).data;

export const facebookStatisticsQuery = (userId: number, caller: Caller = call) =>
  queryOptions({
    queryKey: [...statisticsKey(userId), 'facebook'] as const,
    queryFn: ({ signal }) => fetchFacebookStatistics(signal, caller),
    // Shares and boost views arrive all day: a revisit shows them fresh, once the page the server drew
    // has been taken over.
    staleTime: RENDERED_FRESH_MS,
  });

export const useFacebookStatistics = (userId: number) => useQuery(facebookStatisticsQuery(userId));
