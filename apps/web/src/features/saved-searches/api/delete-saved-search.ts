import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { mySavedSearchesKey } from './my-saved-searches';

const deleteSavedSearchEndpoint = lazyEndpoint('deleteSavedSearch');

/** DELETE my-saved-searches/:id. */
export const deleteSavedSearch = (id: number) => call(deleteSavedSearchEndpoint, { params: { id } });

export function useDeleteSavedSearch(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saved-searches', 'delete'],
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySavedSearchesKey(userId) }),
  });
}
