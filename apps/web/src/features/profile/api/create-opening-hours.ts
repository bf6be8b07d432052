import type { OpeningHoursBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { updateCachedPro } from './profile';

/** POST my-profile/user/pro/openinghours: a weekday without hours gets some (409 if it has). */
export const createOpeningHours = (body: OpeningHoursBody) => call(endpoints.createOpeningHours, { body });

export function useCreateOpeningHours(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'create-opening-hours'],
    mutationFn: createOpeningHours,
    onSuccess: (result) => {
      const created = result.data;
      updateCachedPro(queryClient, userId, (pro) => ({
        ...pro,
        openingHours: [...pro.openingHours.filter((row) => row.id !== created.id), created],
      }));
    },
  });
}
