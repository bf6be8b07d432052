import type { Span, StatisticsSeries } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { lazyEndpoint } from '../../../lib/schemas';
import type { StatisticsRange } from '../statistics-view';
import { statisticsKey } from './statistics-key';

const getAnnouncementStatistics = lazyEndpoint('getAnnouncementStatistics');

/** GET my-statistics/announcement/:id/span/:span: one listing's series over the range. */
export const fetchListingStatistics = async (
  listingId: number,
  range: StatisticsRange,
  span: Span,
  signal?: AbortSignal,
  caller: Caller = call,
): Promise<StatisticsSeries> =>
  (await caller(getAnnouncementStatistics, { params: { id: listingId, span }, query: range }, { signal }))
    .data;

export const listingStatisticsQuery = (
  userId: number,
  listingId: number | undefined,
  range: StatisticsRange | null,
  span: Span,
  caller: Caller = call,
) =>
  queryOptions({
    queryKey: [...statisticsKey(userId), 'listing-series', listingId, range, span] as const,
    queryFn: ({ signal }) => fetchListingStatistics(listingId!, range!, span, signal, caller),
    enabled: listingId !== undefined && range !== null,
    // As the general figures: fresh on a revisit, not asked again as the drawn page is taken over.
    staleTime: RENDERED_FRESH_MS,
  });

export const useListingStatistics = (
  userId: number,
  listingId: number | undefined,
  range: StatisticsRange | null,
  span: Span,
) =>
  useQuery({ ...listingStatisticsQuery(userId, listingId, range, span), placeholderData: keepPreviousData });
