import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { myBookmarksKey } from './my-bookmarks';

const deleteBookmarkEndpoint = lazyEndpoint('deleteBookmark');

/** DELETE my-bookmarks/:id. */
export const deleteBookmark = (id: number) => call(deleteBookmarkEndpoint, { params: { id } });

export function useDeleteBookmark(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookmarks', 'delete'],
    mutationFn: deleteBookmark,
    // The pages shift by one: every cached page is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookmarksKey(userId) }),
  });
}
