import type { ProjectAdFieldsInput } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myDraftsKey } from '../../../lib/query-keys';
import { callVersioned, withVersion } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';
import { projectDraftKey } from './project-draft';

const updateProjectDraftEndpoint = lazyEndpoint('updateProjectDraft');

export interface SaveProjectDraftInput {
  id: number;
  body: ProjectAdFieldsInput;
  /** The version the save is based on (decision 055). */
  ifMatch: string;
}

/** PUT my-drafts/project/:id (project drafts are created elsewhere; the editor only changes them). */
export const saveProjectDraft = ({ id, body, ifMatch }: SaveProjectDraftInput) =>
  callVersioned(updateProjectDraftEndpoint, { params: { id }, body }, { ifMatch });

export function useSaveProjectDraft(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ad-editor', 'save-project'],
    mutationFn: saveProjectDraft,
    onSuccess: ({ answer, etag }) => {
      queryClient.setQueryData(projectDraftKey(userId, answer.data.id), withVersion(answer.data, etag));
      void queryClient.invalidateQueries({ queryKey: myDraftsKey(userId) });
    },
  });
}
