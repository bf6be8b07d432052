import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { devicesKey } from './devices';
import { isAppUserKey } from './is-app-user';

const revokeDeviceEndpoint = lazyEndpoint('revokeDevice');

export interface RevokeDeviceInput {
  userId: number;
  id: number;
  clientId: string;
}

/** PUT my-profile/app/:id/client/:clientId/revoke: answers the device lists as they are now. */
export const revokeDevice = ({ id, clientId }: RevokeDeviceInput) =>
  call(revokeDeviceEndpoint, { params: { id, clientId } });

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'revoke-device'],
    mutationFn: revokeDevice,
    onSuccess: (result, { userId }) => {
      queryClient.setQueryData(devicesKey(userId), result.data);
      // The last connected device of our app may be gone.
      void queryClient.invalidateQueries({ queryKey: isAppUserKey(userId) });
    },
  });
}
