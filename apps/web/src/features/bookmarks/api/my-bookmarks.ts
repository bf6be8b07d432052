import type { Bookmark, BookmarkSort, Paging } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';
import { lazyEndpoint } from '../../../lib/schemas';

const listMyBookmarks = lazyEndpoint('listMyBookmarks');

export interface BookmarkPage {
  data: Bookmark[];
  paging: Paging;
}

export interface BookmarkView {
  page: number;
  sort: BookmarkSort;
}

export const myBookmarksKey = (userId: number) => ['bookmarks', 'mine', userId] as const;

/** GET my-bookmarks: one page, in the chosen order. */
export const fetchMyBookmarks = (view: BookmarkView, signal?: AbortSignal, caller: Caller = call) =>
  caller(listMyBookmarks, { query: view }, { signal });

export const myBookmarksQuery = (userId: number, view: BookmarkView, caller: Caller = call) =>
  queryOptions<BookmarkPage>({
    queryKey: [...myBookmarksKey(userId), view] as const,
    queryFn: ({ signal }) => fetchMyBookmarks(view, signal, caller),
    // Prices and availability change on the portal: a revisit shows them as they are, once the page
    // the server drew has been taken over.
    staleTime: RENDERED_FRESH_MS,
  });

/** The previous page stays on screen while the next one loads. */
export const useMyBookmarks = (userId: number, view: BookmarkView) =>
  useQuery({ ...myBookmarksQuery(userId, view), placeholderData: keepPreviousData });

/** Puts a changed bookmark in every cached page at once (the server's answer), before the refetch. */
export function replaceBookmark(queryClient: QueryClient, userId: number, bookmark: Bookmark): void {
  queryClient.setQueriesData<BookmarkPage>({ queryKey: myBookmarksKey(userId) }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item.id === bookmark.id ? bookmark : item)) } : page,
  );
}
