import type { OpeningHoursBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { updateCachedPro } from './profile';

/** PUT my-profile/user/pro/openinghours/{id}: changes the hours of one weekday. */
export const updateOpeningHours = ({ id, body }: { id: number; body: OpeningHoursBody }) =>
  call(endpoints.updateOpeningHours, { params: { id }, body });

export function useUpdateOpeningHours(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update-opening-hours'],
    mutationFn: updateOpeningHours,
    onSuccess: (result) => {
      const updated = result.data;
      updateCachedPro(queryClient, userId, (pro) => ({
        ...pro,
        openingHours: pro.openingHours.map((row) => (row.id === updated.id ? updated : row)),
      }));
    },
  });
}
