import type { ProjectStatusChangeBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myProjectListsKey } from './my-projects';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the projects screen shows without the schemas, which its calls load (issue 49).
const changeMyProjectStatus = lazyEndpoint('changeMyProjectStatus');

export interface ChangeProjectStatusInput extends ProjectStatusChangeBody {
  id: number;
}

/** POST my-projects/:id/status: answers the project as it is now. */
export const changeProjectStatus = ({ id, requestedStatus }: ChangeProjectStatusInput) =>
  call(changeMyProjectStatus, { params: { id }, body: { requestedStatus } });

export function useChangeProjectStatus(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['projects', 'change-status'],
    mutationFn: changeProjectStatus,
    // The list may filter on status and shows the online date that publishing fills: ask it again,
    // and stay pending until it is back, so the old status never shows next to the success notice.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProjectListsKey(userId) }),
  });
}
