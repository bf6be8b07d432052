import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { replaceBookmark } from './my-bookmarks';

const rateBookmarkEndpoint = lazyEndpoint('rateBookmark');

/** POST my-bookmarks/:id/rate: 1 to 5 stars, or null to clear the rating. */
export const rateBookmark = ({ id, rating }: { id: number; rating: number | null }) =>
  call(rateBookmarkEndpoint, { params: { id }, body: { rating } });

export function useRateBookmark(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookmarks', 'rate'],
    mutationFn: rateBookmark,
    onSuccess: ({ data }) => replaceBookmark(queryClient, userId, data),
  });
}
