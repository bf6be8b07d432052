import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callVersioned } from '../../../lib/versioned';
import { updateCachedProAt } from './profile';

/** DELETE my-profile/user/pro/openinghours/{id}: the weekday has no hours any more; conditional. */
export const deleteOpeningHours = ({ id, ifMatch }: { id: number; ifMatch: string }) =>
  callVersioned(endpoints.deleteOpeningHours, { params: { id } }, { ifMatch });

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
