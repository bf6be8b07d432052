import type { ProStatistics, Span, StatisticsSeries } from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { StatisticsRange } from '../statistics-view';
import { statisticsKey } from './statistics-key';

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
): Promise<GeneralStatistics> => {
  const query = { ...range, span };
  const answer = pro
    ? await call(endpoints.getMyProStatistics, { query }, { signal })
    : await call(endpoints.getMyStatistics, { query }, { signal });
  return answer.data;
};

export const generalStatisticsQuery = (
  userId: number,
  pro: boolean,
  range: StatisticsRange | null,
  span: Span,
) =>
  queryOptions({
    queryKey: [...statisticsKey(userId), 'general', pro, range, span] as const,
    queryFn: ({ signal }) => fetchGeneralStatistics(pro, range!, span, signal),
    enabled: range !== null,
    // Counters arrive all day: a revisit shows fresh figures.
    staleTime: 0,
  });

/** The previous figures stay on screen while the next range loads. */
export const useGeneralStatistics = (
  userId: number,
  pro: boolean,
  range: StatisticsRange | null,
  span: Span,
) => useQuery({ ...generalStatisticsQuery(userId, pro, range, span), placeholderData: keepPreviousData });
