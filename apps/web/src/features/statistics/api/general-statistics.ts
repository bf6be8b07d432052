import type { ProStatistics, Span, StatisticsSeries } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { lazyEndpoint } from '../../../lib/schemas';
import type { StatisticsRange } from '../statistics-view';
import { statisticsKey } from './statistics-key';

const getMyProStatistics = lazyEndpoint('getMyProStatistics');
const getMyStatistics = lazyEndpoint('getMyStatistics');

/** A series with its best listings when the caller is a professional. */
export type GeneralStatistics = StatisticsSeries & Partial<Pick<ProStatistics, 'listings' | 'listingCount'>>;

/**
 * GET my-statistics/pro for professionals (the series and their best listings), GET my-statistics for
 * private users: one screen, so one query over the two endpoints.
 */
export const fetchGeneralStatistics = async (
  pro: boolean,
  range: StatisticsRange,
  span: Span,
  signal?: AbortSignal,
  caller: Caller = call,
): Promise<GeneralStatistics> => {
  const query = { ...range, span };
  const answer = pro
    ? await caller(getMyProStatistics, { query }, { signal })
    : await caller(getMyStatistics, { query }, { signal });
  return answer.data;
};

export const generalStatisticsQuery = (
  userId: number,
  pro: boolean,
  range: StatisticsRange | null,
  span: Span,
  caller: Caller = call,
) =>
  queryOptions({
    queryKey: [...statisticsKey(userId), 'general', pro, range, span] as const,
    queryFn: ({ signal }) => fetchGeneralStatistics(pro, range!, span, signal, caller),
    enabled: range !== null,
    // Counters arrive all day: a revisit shows fresh figures, once the page the server drew has been
    // taken over.
    staleTime: RENDERED_FRESH_MS,
  });

/** The previous figures stay on screen while the next range loads. */
export const useGeneralStatistics = (
  userId: number,
  pro: boolean,
  range: StatisticsRange | null,
  span: Span,
) => useQuery({ ...generalStatisticsQuery(userId, pro, range, span), placeholderData: keepPreviousData });
