import type { Prefetch } from '../../../lib/prefetch';
import { readBookmarkView } from '../bookmark-view';
import { myBookmarksQuery } from './my-bookmarks';

/**
 * What the saved properties screen shows at its address's order and page, asked for before the server
 * draws it, under the key the screen asks with.
 */
export const prefetchBookmarks: Prefetch = async (queryClient, user, caller, search) => {
  await queryClient.fetchQuery(myBookmarksQuery(user.id, readBookmarkView(search), caller));
};
