import type { OpeningHoursBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callVersioned } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedProAt } from './profile';

const createOpeningHoursEndpoint = lazyEndpoint('createOpeningHours');

/** POST my-profile/user/pro/openinghours: a weekday without hours gets some (409 if it has); conditional. */
export const createOpeningHours = ({ body, ifMatch }: { body: OpeningHoursBody; ifMatch: string }) =>
  callVersioned(createOpeningHoursEndpoint, { body }, { ifMatch });

export function useCreateOpeningHours(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'create-opening-hours'],
    mutationFn: createOpeningHours,
    onSuccess: ({ answer, etag }, { ifMatch }) => {
      const created = answer.data;
      updateCachedProAt(queryClient, userId, { sent: ifMatch, answered: etag }, (pro) => ({
        ...pro,
        openingHours: [...pro.openingHours.filter((row) => row.id !== created.id), created],
      }));
    },
  });
}
