import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { replaceBookmark } from './my-bookmarks';

/** POST my-bookmarks/:id/rate: 1 to 5 stars, or null to clear the rating. */
export const rateBookmark = ({ id, rating }: { id: number; rating: number | null }) =>
  call(endpoints.rateBookmark, { params: { id }, body: { rating } });

export function useRateBookmark(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['bookmarks', 'rate'],
    mutationFn: rateBookmark,
    onSuccess: ({ data }) => replaceBookmark(queryClient, userId, data),
  });
}
