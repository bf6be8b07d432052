import type { Paging, SearchMatch } from '@app/contract';
import { SAVED_SEARCH_MATCHES_PAGE_SIZE } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const listSavedSearchMatches = lazyEndpoint('listSavedSearchMatches');

/** The new matches (published in the last few days), or all of them. */
export type MatchesView = 'new' | 'all';

export interface SearchMatchPage {
  data: SearchMatch[];
  paging: Paging;
}

/**
 * Apart from the searches' key: replaceSavedSearch rewrites every page under that one, and a match
 * is no search.
 */
export const searchMatchesKey = (userId: number, id: number) =>
  ['saved-searches', 'matches', userId, id] as const;

/** GET my-saved-searches/:id/matches: newest first, what the card counts. */
export const fetchSearchMatches = (id: number, view: MatchesView, page: number, signal?: AbortSignal) =>
  call(
    listSavedSearchMatches,
    {
      params: { id },
      query: { page, pageSize: SAVED_SEARCH_MATCHES_PAGE_SIZE, ...(view === 'new' ? { new: '1' } : {}) },
    },
    { signal },
  );

export const searchMatchesQuery = (userId: number, id: number, view: MatchesView, page: number) =>
  queryOptions<SearchMatchPage>({
    queryKey: [...searchMatchesKey(userId, id), view, page] as const,
    queryFn: ({ signal }) => fetchSearchMatches(id, view, page, signal),
    // New listings come and go: each opening shows them as they are, like the card's counts.
    staleTime: 0,
  });

/** The previous page stays while the next one loads; a switch of view starts from nothing. */
export const useSearchMatches = (userId: number, id: number, view: MatchesView, page: number) =>
  useQuery({
    ...searchMatchesQuery(userId, id, view, page),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === view ? keepPreviousData(previous) : undefined,
  });
