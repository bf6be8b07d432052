import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { projectDraftsKey, propertyDraftsKey } from './my-drafts';

export type DraftKind = 'property' | 'project';

export interface DeleteDraftInput {
  kind: DraftKind;
  id: number;
}

// Lazy: the drafts screen shows without the schemas (issue 49).
const deleteMyPropertyDraft = lazyEndpoint('deleteMyPropertyDraft');
const deleteMyProjectDraft = lazyEndpoint('deleteMyProjectDraft');

/** DELETE my-drafts/property/:id or my-drafts/project/:id. */
export const deleteDraft = ({ kind, id }: DeleteDraftInput) =>
  kind === 'property'
    ? call(deleteMyPropertyDraft, { params: { id } })
    : call(deleteMyProjectDraft, { params: { id } });

export function useDeleteDraft(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['drafts', 'delete'],
    mutationFn: deleteDraft,
    onSuccess: async (_result, { kind, id }) => {
      const key = kind === 'property' ? propertyDraftsKey(userId) : projectDraftsKey(userId);
      // Gone at once, then the list as the server has it now (the ad editor may have saved meanwhile).
      queryClient.setQueryData<{ id: number }[]>(key, (drafts) => drafts?.filter((draft) => draft.id !== id));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
