import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { mySavedSearchesKey } from './my-saved-searches';

/** DELETE my-saved-searches/:id. */
export const deleteSavedSearch = (id: number) => call(endpoints.deleteSavedSearch, { params: { id } });

export function useDeleteSavedSearch(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saved-searches', 'delete'],
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySavedSearchesKey(userId) }),
  });
}
