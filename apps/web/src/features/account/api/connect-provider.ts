import type { Provider } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { connectionsKey } from './connections';
import { personalDataKey } from './personal-data';

/**
 * PUT my-profile/user/:id/{facebook,google,belfius}-connect: three endpoints of one shape (the contract
 * builds them with one factory), so one file. `link` answers the provider's authorization URL.
 */
const CONNECT_ENDPOINTS = {
  facebook: lazyEndpoint('facebookConnect'),
  google: lazyEndpoint('googleConnect'),
  belfius: lazyEndpoint('belfiusConnect'),
} as const;

export interface ConnectInput {
  userId: number;
  provider: Provider;
  action: 'link' | 'unlink';
}

export const connectProvider = ({ userId, provider, action }: ConnectInput) =>
  call(CONNECT_ENDPOINTS[provider], { params: { id: userId }, body: { action } });

export function useConnectProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'connect-provider'],
    mutationFn: connectProvider,
    onSuccess: (result, { userId }) => {
      queryClient.setQueryData(connectionsKey(userId), result.data.connections);
      void queryClient.invalidateQueries({ queryKey: personalDataKey });
    },
  });
}
