import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedPro } from './profile';

const deleteExtraContactEndpoint = lazyEndpoint('deleteExtraContact');

/** DELETE my-profile/user/pro/contact/{id}: removes an extra contact person. */
export const deleteExtraContact = (id: number) => call(deleteExtraContactEndpoint, { params: { id } });

export function useDeleteExtraContact(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'delete-extra-contact'],
    mutationFn: deleteExtraContact,
    onSuccess: (result, id) => {
      updateCachedPro(queryClient, userId, (pro) => ({
        ...pro,
        extraContacts: pro.extraContacts.filter((contact) => contact.id !== id),
      }));
    },
  });
}
