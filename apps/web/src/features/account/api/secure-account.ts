import type { SecureAccountBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const secureAccountEndpoint = lazyEndpoint('secureAccount');

/** POST auth/secure-account: public; the notice's token and a new password; every session ends. */
export const secureAccount = (body: SecureAccountBody) => call(secureAccountEndpoint, { body });

export function useSecureAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'secure-account'],
    mutationFn: secureAccount,
    // Every session ended, this browser's too: nothing cached about the account may be shown again.
    onSuccess: () => queryClient.clear(),
  });
}
