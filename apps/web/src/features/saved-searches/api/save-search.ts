import type { SaveSearchBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { mySavedSearchesKey } from './my-saved-searches';

/** POST my-saved-searches (no id) or PUT my-saved-searches/:id. */
export const saveSearch = ({ id, body }: { id: number | null; body: SaveSearchBody }) =>
  id === null
    ? call(endpoints.createSavedSearch, { body })
    : call(endpoints.updateSavedSearch, { params: { id }, body });

export function useSaveSearch(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saved-searches', 'save'],
    mutationFn: saveSearch,
    // A new search goes first and the counts change: every page is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySavedSearchesKey(userId) }),
  });
}
