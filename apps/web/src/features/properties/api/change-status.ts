import type { StatusChangeBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { myPropertiesKey } from '../../../lib/query-keys';

export interface ChangeStatusInput extends StatusChangeBody {
  id: number;
}

const changeMyPropertyStatus = lazyEndpoint('changeMyPropertyStatus');

/** POST my-properties/:id/status: answers the listing as it is now. */
export const changePropertyStatus = ({ id, requestedStatus }: ChangeStatusInput) =>
  call(changeMyPropertyStatus, { params: { id }, body: { requestedStatus } });

export function useChangePropertyStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['properties', 'change-status'],
    mutationFn: changePropertyStatus,
    // The list may filter on status and shows the dates that publishing fills: ask it again, and stay
    // pending until it is back, so the old status never shows next to the success notice.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPropertiesKey(userId) }),
  });
}
