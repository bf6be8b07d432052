import type { BookmarkMarksBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { replaceBookmark } from './my-bookmarks';

/** PUT my-bookmarks/:id/marks: contacted, visited and the price-drop alert, all three at once. */
export const setBookmarkMarks = ({ id, marks }: { id: number; marks: BookmarkMarksBody }) =>
  call(endpoints.setBookmarkMarks, { params: { id }, body: marks });

export function useBookmarkMarks(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookmarks', 'marks'],
    mutationFn: setBookmarkMarks,
    onSuccess: ({ data }) => replaceBookmark(queryClient, userId, data),
  });
}
