import type { Bookmark, BookmarkSort, Paging } from '@app/contract';
import { endpoints } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

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
export const fetchMyBookmarks = (view: BookmarkView, signal?: AbortSignal) =>
  call(endpoints.listMyBookmarks, { query: view }, { signal });

export const myBookmarksQuery = (userId: number, view: BookmarkView) =>
  queryOptions<BookmarkPage>({
    queryKey: [...myBookmarksKey(userId), view] as const,
    queryFn: ({ signal }) => fetchMyBookmarks(view, signal),
    // Prices and availability change on the portal: a revisit shows them as they are.
    staleTime: 0,
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
