import type { ExtraContactBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedPro } from './profile';

const createExtraContactEndpoint = lazyEndpoint('createExtraContact');

/** POST my-profile/user/pro/contact: adds an extra contact person. */
export const createExtraContact = (body: ExtraContactBody) => call(createExtraContactEndpoint, { body });

export function useCreateExtraContact(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'create-extra-contact'],
    mutationFn: createExtraContact,
    onSuccess: (result) => {
      const created = result.data;
      updateCachedPro(queryClient, userId, (pro) => ({
        ...pro,
        extraContacts: [...pro.extraContacts.filter((contact) => contact.id !== created.id), created],
      }));
    },
  });
}
