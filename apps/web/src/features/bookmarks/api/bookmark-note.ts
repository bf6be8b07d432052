import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { replaceBookmark } from './my-bookmarks';

/** POST my-bookmarks/:id/note with a note, DELETE my-bookmarks/:id/note without one. */
export const writeBookmarkNote = ({ id, note }: { id: number; note: string | null }) =>
  note === null
    ? call(endpoints.deleteBookmarkNote, { params: { id } })
    : call(endpoints.saveBookmarkNote, { params: { id }, body: { note } });

export function useBookmarkNote(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookmarks', 'note'],
    mutationFn: writeBookmarkNote,
    onSuccess: ({ data }) => replaceBookmark(queryClient, userId, data),
  });
}
