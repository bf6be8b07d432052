import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { replaceBookmark } from './my-bookmarks';

const deleteBookmarkNote = lazyEndpoint('deleteBookmarkNote');
const saveBookmarkNote = lazyEndpoint('saveBookmarkNote');

/** POST my-bookmarks/:id/note with a note, DELETE my-bookmarks/:id/note without one. */
export const writeBookmarkNote = ({ id, note }: { id: number; note: string | null }) =>
  note === null
    ? call(deleteBookmarkNote, { params: { id } })
    : call(saveBookmarkNote, { params: { id }, body: { note } });

export function useBookmarkNote(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookmarks', 'note'],
    mutationFn: writeBookmarkNote,
    onSuccess: ({ data }) => replaceBookmark(queryClient, userId, data),
  });
}
