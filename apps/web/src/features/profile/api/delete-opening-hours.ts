import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callVersioned } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedProAt } from './profile';

const deleteOpeningHoursEndpoint = lazyEndpoint('deleteOpeningHours');

/** DELETE my-profile/user/pro/openinghours/{id}: the weekday has no hours any more; conditional. */
export const deleteOpeningHours = ({ id, ifMatch }: { id: number; ifMatch: string }) =>
  callVersioned(deleteOpeningHoursEndpoint, { params: { id } }, { ifMatch });

export function useDeleteOpeningHours(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'delete-opening-hours'],
    mutationFn: deleteOpeningHours,
    onSuccess: ({ etag }, { id, ifMatch }) => {
      updateCachedProAt(queryClient, userId, { sent: ifMatch, answered: etag }, (pro) => ({
        ...pro,
        openingHours: pro.openingHours.filter((row) => row.id !== id),
      }));
    },
  });
}
