import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../http';
import { lazyEndpoint } from '../schemas';
import { currentUserKey } from './current-user';

const confirmEmailEndpoint = lazyEndpoint('confirmEmail');

/** PUT auth/confirm-email: public; confirms the address with the token of the e-mail's link. */
export const confirmEmail = (token: string) => call(confirmEmailEndpoint, { body: { token } });

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'confirm-email'],
    mutationFn: confirmEmail,
    // A signed-in user who just confirmed is active now.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
