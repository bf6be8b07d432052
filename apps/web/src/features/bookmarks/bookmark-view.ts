import type { BookmarkSort } from '@app/contract';
import { BOOKMARK_SORTS } from '@app/contract';
import { pageParam } from '../../lib/prefetch';
import type { BookmarkView } from './api/my-bookmarks';

export const DEFAULT_BOOKMARK_VIEW: BookmarkView = { page: 1, sort: 'savedAt' };

const isSort = (value: string | null): value is BookmarkSort =>
  (BOOKMARK_SORTS as readonly string[]).includes(value ?? '');

/** The list's order and page from the URL; anything unknown falls back to the default. */
export function readBookmarkView(params: URLSearchParams): BookmarkView {
  const sort = params.get('sort');
  return { sort: isSort(sort) ? sort : DEFAULT_BOOKMARK_VIEW.sort, page: pageParam(params) };
}

/** Only what differs from the default goes into the URL. */
export function writeBookmarkView(view: BookmarkView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.sort !== DEFAULT_BOOKMARK_VIEW.sort) params.set('sort', view.sort);
  if (view.page !== DEFAULT_BOOKMARK_VIEW.page) params.set('page', String(view.page));
  return params;
}
