import type { ProjectAdFieldsInput } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myDraftsKey } from '../../../lib/query-keys';
import { projectDraftKey } from './project-draft';

export interface SaveProjectDraftInput {
  id: number;
  body: ProjectAdFieldsInput;
}

/** PUT my-drafts/project/:id (project drafts are created elsewhere; the editor only changes them). */
export const saveProjectDraft = ({ id, body }: SaveProjectDraftInput) =>
  call(endpoints.updateProjectDraft, { params: { id }, body });

export function useSaveProjectDraft(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ad-editor', 'save-project'],
    mutationFn: saveProjectDraft,
    onSuccess: (result) => {
      queryClient.setQueryData(projectDraftKey(userId, result.data.id), result.data);
      void queryClient.invalidateQueries({ queryKey: myDraftsKey(userId) });
    },
  });
}
