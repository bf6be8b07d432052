import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../http';
import { currentUserKey } from './current-user';

/** PUT auth/confirm-email: public; confirms the address with the token of the e-mail's link. */
export const confirmEmail = (token: string) => call(endpoints.confirmEmail, { body: { token } });

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
