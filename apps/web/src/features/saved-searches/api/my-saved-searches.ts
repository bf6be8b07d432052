import type { Paging, SavedSearch } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { lazyEndpoint } from '../../../lib/schemas';

const listMySavedSearches = lazyEndpoint('listMySavedSearches');

export interface SavedSearchPage {
  data: SavedSearch[];
  paging: Paging;
}

export const mySavedSearchesKey = (userId: number) => ['saved-searches', 'mine', userId] as const;

/** GET my-saved-searches: newest first, with their matches counted now. */
export const fetchMySavedSearches = (page: number, signal?: AbortSignal, caller: Caller = call) =>
  caller(listMySavedSearches, { query: { page } }, { signal });

export const mySavedSearchesQuery = (userId: number, page: number, caller: Caller = call) =>
  queryOptions<SavedSearchPage>({
    queryKey: [...mySavedSearchesKey(userId), page] as const,
    queryFn: ({ signal }) => fetchMySavedSearches(page, signal, caller),
    // New listings change the counts: a revisit shows them as they are, once the page the server
    // drew has been taken over.
    staleTime: RENDERED_FRESH_MS,
  });

export const useMySavedSearches = (userId: number, page: number) =>
  useQuery({ ...mySavedSearchesQuery(userId, page), placeholderData: keepPreviousData });

/** Puts a changed search in every cached page at once (the server's answer). */
export function replaceSavedSearch(queryClient: QueryClient, userId: number, search: SavedSearch): void {
  queryClient.setQueriesData<SavedSearchPage>({ queryKey: mySavedSearchesKey(userId) }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item.id === search.id ? search : item)) } : page,
  );
}
