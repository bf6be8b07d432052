import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { updateCachedPro } from './profile';

/** DELETE my-profile/user/pro/openinghours/{id}: the weekday has no hours any more. */
export const deleteOpeningHours = (id: number) => call(endpoints.deleteOpeningHours, { params: { id } });

export function useDeleteOpeningHours(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'delete-opening-hours'],
    mutationFn: deleteOpeningHours,
    onSuccess: (result, id) => {
      updateCachedPro(queryClient, userId, (pro) => ({
        ...pro,
        openingHours: pro.openingHours.filter((row) => row.id !== id),
      }));
    },
  });
}
