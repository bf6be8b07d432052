import type { ExtraContactBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callVersioned } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedProAt } from './profile';

const updateExtraContactEndpoint = lazyEndpoint('updateExtraContact');

/** PUT my-profile/user/pro/contact/{id}: changes an extra contact person; conditional. */
export const updateExtraContact = ({
  id,
  body,
  ifMatch,
}: {
  id: number;
  body: ExtraContactBody;
  ifMatch: string;
}) => callVersioned(updateExtraContactEndpoint, { params: { id }, body }, { ifMatch });

export function useUpdateExtraContact(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update-extra-contact'],
    mutationFn: updateExtraContact,
    onSuccess: ({ answer, etag }, { ifMatch }) => {
      const updated = answer.data;
      updateCachedProAt(queryClient, userId, { sent: ifMatch, answered: etag }, (pro) => ({
        ...pro,
        extraContacts: pro.extraContacts.map((contact) => (contact.id === updated.id ? updated : contact)),
      }));
    },
  });
}
