import type { OpeningHoursBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callVersioned } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedProAt } from './profile';

const updateOpeningHoursEndpoint = lazyEndpoint('updateOpeningHours');

/** PUT my-profile/user/pro/openinghours/{id}: changes the hours of one weekday; conditional. */
export const updateOpeningHours = ({
  id,
  body,
  ifMatch,
}: {
  id: number;
  body: OpeningHoursBody;
  ifMatch: string;
}) => callVersioned(updateOpeningHoursEndpoint, { params: { id }, body }, { ifMatch });

export function useUpdateOpeningHours(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update-opening-hours'],
    mutationFn: updateOpeningHours,
    onSuccess: ({ answer, etag }, { ifMatch }) => {
      const updated = answer.data;
      updateCachedProAt(queryClient, userId, { sent: ifMatch, answered: etag }, (pro) => ({
        ...pro,
        openingHours: pro.openingHours.map((row) => (row.id === updated.id ? updated : row)),
      }));
    },
  });
}
