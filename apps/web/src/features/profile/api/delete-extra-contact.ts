import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { updateCachedPro } from './profile';

/** DELETE my-profile/user/pro/contact/{id}: removes an extra contact person. */
export const deleteExtraContact = (id: number) => call(endpoints.deleteExtraContact, { params: { id } });

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
