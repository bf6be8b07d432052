import type { Bookmark, BookmarkMarksBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { listedVersion } from '../../../lib/listed-version';
import { saveIfUnchanged } from '../../../lib/versioned';
import { myBookmarksKey, replaceBookmark } from './my-bookmarks';

const setBookmarkMarksEndpoint = lazyEndpoint('setBookmarkMarks');

/** The marks as a card shows them: contacted, visited and the price-drop alert. */
export const marksOf = (bookmark: Bookmark): BookmarkMarksBody => ({
  contacted: bookmark.contactedAt !== null,
  visited: bookmark.visitedAt !== null,
  priceDropAlert: bookmark.priceDropAlert,
});

export interface SetMarksInput {
  id: number;
  marks: BookmarkMarksBody;
  /** The version of the marks the change is based on (decision 055). */
  ifMatch: string;
}

/** PUT my-bookmarks/:id/marks: contacted, visited and the price-drop alert, all three at once. */
export const setBookmarkMarks = ({ id, marks, ifMatch }: SetMarksInput) =>
  call(setBookmarkMarksEndpoint, { params: { id }, body: marks }, { headers: { 'if-match': ifMatch } });

/**
 * Sets the marks of a card over the version it shows. When they changed elsewhere meanwhile, the
 * list is read again, the card shows them as they are now and the change rejects with the 412 (whose
 * message says so); when only their version did (the same marks saved again), it goes through.
 */
export function useBookmarkMarks(userId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ['bookmarks', 'marks'],
    mutationFn: setBookmarkMarks,
    onSuccess: ({ data }) => replaceBookmark(queryClient, userId, data),
  });
  return {
    ...mutation,
    /** Changes the marks of `bookmark` (as its card shows it) to `marks`. */
    change: (bookmark: Bookmark, marks: BookmarkMarksBody) => {
      const source = listedVersion(queryClient, myBookmarksKey(userId), bookmark.id, (item: Bookmark) => ({
        section: marksOf(item),
        etag: item.marksEtag,
      }));
      return saveIfUnchanged({
        base: { section: marksOf(bookmark), etag: bookmark.marksEtag },
        ...source,
        send: (ifMatch) => mutation.mutateAsync({ id: bookmark.id, marks, ifMatch }),
        // The card draws the marks from the list just read again.
        onStale: () => undefined,
      });
    },
  };
}
