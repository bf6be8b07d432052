import type { Span, StatisticsSeries } from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { StatisticsRange } from '../statistics-view';
import { statisticsKey } from './statistics-key';

/** GET my-statistics/announcement/:id/span/:span: one listing's series over the range. */
export const fetchListingStatistics = async (
  listingId: number,
  range: StatisticsRange,
  span: Span,
  signal?: AbortSignal,
): Promise<StatisticsSeries> =>
  (
    await call(
      endpoints.getAnnouncementStatistics,
      { params: { id: listingId, span }, query: range },
      { signal },
    )
  ).data;

export const listingStatisticsQuery = (
  userId: number,
  listingId: number | undefined,
  range: StatisticsRange | null,
  span: Span,
) =>
  queryOptions({
    queryKey: [...statisticsKey(userId), 'listing-series', listingId, range, span] as const,
    queryFn: ({ signal }) => fetchListingStatistics(listingId!, range!, span, signal),
    enabled: listingId !== undefined && range !== null,
    staleTime: 0,
  });

export const useListingStatistics = (
  userId: number,
  listingId: number | undefined,
  range: StatisticsRange | null,
  span: Span,
) =>
  useQuery({ ...listingStatisticsQuery(userId, listingId, range, span), placeholderData: keepPreviousData });
