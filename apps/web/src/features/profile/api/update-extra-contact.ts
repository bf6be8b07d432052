import type { ExtraContactBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { updateCachedPro } from './profile';

/** PUT my-profile/user/pro/contact/{id}: changes an extra contact person. */
export const updateExtraContact = ({ id, body }: { id: number; body: ExtraContactBody }) =>
  call(endpoints.updateExtraContact, { params: { id }, body });

export function useUpdateExtraContact(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update-extra-contact'],
    mutationFn: updateExtraContact,
    onSuccess: (result) => {
      const updated = result.data;
      updateCachedPro(queryClient, userId, (pro) => ({
        ...pro,
        extraContacts: pro.extraContacts.map((contact) => (contact.id === updated.id ? updated : contact)),
      }));
    },
  });
}
