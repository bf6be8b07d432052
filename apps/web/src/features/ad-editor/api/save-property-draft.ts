import type { PropertyAdFieldsInput } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myDraftsKey } from '../../../lib/query-keys';
import { callVersioned, withVersion } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';
import { propertyDraftKey } from './property-draft';

const createPropertyDraftEndpoint = lazyEndpoint('createPropertyDraft');
const updatePropertyDraftEndpoint = lazyEndpoint('updatePropertyDraft');

export type SavePropertyDraftInput =
  /** The first save (POST), which gives the draft its id. */
  | { id: null; body: PropertyAdFieldsInput }
  /** Afterwards PUT, over the version `ifMatch` (decision 055). */
  | { id: number; body: PropertyAdFieldsInput; ifMatch: string };

/** POST my-drafts/property, then PUT my-drafts/property/:id; answers the draft and its version. */
export const savePropertyDraft = (input: SavePropertyDraftInput) =>
  input.id === null
    ? callVersioned(createPropertyDraftEndpoint, { body: input.body })
    : callVersioned(
        updatePropertyDraftEndpoint,
        { params: { id: input.id }, body: input.body },
        { ifMatch: input.ifMatch },
      );

export function useSavePropertyDraft(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['ad-editor', 'save-property'],
    mutationFn: savePropertyDraft,
    onSuccess: ({ answer, etag }) => {
      // A reload (or the URL that now names the draft) resumes what was saved, without asking again.
      queryClient.setQueryData(propertyDraftKey(userId, answer.data.id), withVersion(answer.data, etag));
      void queryClient.invalidateQueries({ queryKey: myDraftsKey(userId) });
    },
  });
}
