import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const confirmAccountDeletionEndpoint = lazyEndpoint('confirmAccountDeletion');

/** PUT auth/confirm-deletion: public; completes the deletion with the token of the e-mail's link. */
export const confirmAccountDeletion = (token: string) =>
  call(confirmAccountDeletionEndpoint, { body: { token } });

export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'confirm-deletion'],
    mutationFn: confirmAccountDeletion,
    // The account and its sessions are gone: nothing cached about it may be shown again.
    onSuccess: (result) => {
      if (result.data.success) queryClient.clear();
    },
  });
}
