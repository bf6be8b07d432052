import type { PropertyAdFieldsInput } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myDraftsKey } from '../../../lib/query-keys';
import { propertyDraftKey } from './property-draft';

export interface SavePropertyDraftInput {
  /** Null: the first save (POST), which gives the draft its id; afterwards PUT. */
  id: number | null;
  body: PropertyAdFieldsInput;
}

/** POST my-drafts/property, then PUT my-drafts/property/:id. */
export const savePropertyDraft = ({ id, body }: SavePropertyDraftInput) =>
  id === null
    ? call(endpoints.createPropertyDraft, { body })
    : call(endpoints.updatePropertyDraft, { params: { id }, body });

export function useSavePropertyDraft(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ad-editor', 'save-property'],
    mutationFn: savePropertyDraft,
    onSuccess: (result) => {
      // A reload (or the URL that now names the draft) resumes what was saved, without asking again.
      queryClient.setQueryData(propertyDraftKey(userId, result.data.id), result.data);
      void queryClient.invalidateQueries({ queryKey: myDraftsKey(userId) });
    },
  });
}
