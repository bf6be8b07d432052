import type {
  FacebookStatistics,
  Language,
  ProStatistics,
  Property,
  Span,
  StatisticsSeries,
} from '@app/contract';
import { endpoints, PAGE_SIZE_MAX } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buildUrl, call } from '../../../lib/http';
import { unlessCancelled } from '../../../lib/query-client';
import type { StatisticsRange } from '../statistics-view';

/** Keyed by user: another user logging in on the same page never sees these. */
const statisticsKey = (userId: number) => ['statistics', userId] as const;

/** A series with its best listings when the caller is a professional. */
export type GeneralStatistics = StatisticsSeries & Partial<Pick<ProStatistics, 'listings' | 'listingCount'>>;

/**
 * GET my-statistics/pro for professionals (the series and their best listings), GET my-statistics for
 * private users. The previous figures stay on screen while the next range loads.
 */
export function useGeneralStatistics(
  userId: number,
  pro: boolean,
  range: StatisticsRange | null,
  span: Span,
) {
  return useQuery({
    queryKey: [...statisticsKey(userId), 'general', pro, range, span] as const,
    queryFn: async ({ signal }): Promise<GeneralStatistics> => {
      const query = { ...range!, span };
      const answer = pro
        ? await unlessCancelled(call(endpoints.getMyProStatistics, { query }, { signal }))
        : await unlessCancelled(call(endpoints.getMyStatistics, { query }, { signal }));
      return answer.data;
    },
    enabled: range !== null,
    placeholderData: keepPreviousData,
    // Counters arrive all day: a revisit shows fresh figures.
    staleTime: 0,
  });
}

/**
 * The listing behind a vlancode: POST my-properties searches it (q matches the vlancode among other
 * fields), and only the exact code counts. Null when the caller has no such listing.
 */
export function useListingByVlancode(userId: number, vlancode: string | undefined) {
  return useQuery({
    queryKey: [...statisticsKey(userId), 'listing', vlancode] as const,
    queryFn: async ({ signal }): Promise<Property | null> => {
      const page = await unlessCancelled(
        call(endpoints.listMyProperties, { body: { q: vlancode, pageSize: PAGE_SIZE_MAX } }, { signal }),
      );
      const code = vlancode!.toUpperCase();
      return page.data.find((property) => property.vlancode.toUpperCase() === code) ?? null;
    },
    enabled: Boolean(vlancode),
  });
}

/** GET my-statistics/announcement/:id/span/:span: one listing's series over the range. */
export function useListingStatistics(
  userId: number,
  listingId: number | undefined,
  range: StatisticsRange | null,
  span: Span,
) {
  return useQuery({
    queryKey: [...statisticsKey(userId), 'listing-series', listingId, range, span] as const,
    queryFn: async ({ signal }): Promise<StatisticsSeries> => {
      const answer = await unlessCancelled(
        call(
          endpoints.getAnnouncementStatistics,
          { params: { id: listingId!, span }, query: range! },
          { signal },
        ),
      );
      return answer.data;
    },
    enabled: listingId !== undefined && range !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET my-statistics/facebook: shares and boosts. */
export function useFacebookStatistics(userId: number) {
  return useQuery({
    queryKey: [...statisticsKey(userId), 'facebook'] as const,
    queryFn: async ({ signal }): Promise<FacebookStatistics> =>
      (await unlessCancelled(call(endpoints.getFacebookStatistics, {}, { signal }))).data,
    staleTime: 0,
  });
}

/** GET my-statistics/export: the workbook of what the screen shows (one listing's with `vlancode`). */
export const statisticsExportUrl = (
  range: StatisticsRange,
  span: Span,
  vlancode: string | undefined,
  lang: Language,
): string => buildUrl(endpoints.exportMyStatistics, { query: { ...range, span, vlancode } }, lang);
