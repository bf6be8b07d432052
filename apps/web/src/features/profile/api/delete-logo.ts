import type { LogoTarget } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedPro } from './profile';

const deleteLogoEndpoint = lazyEndpoint('deleteLogo');

/** DELETE my-profile/user/pro/logo/{target}: answers the logos that remain. */
export const deleteLogo = (target: LogoTarget) => call(deleteLogoEndpoint, { params: { target } });

export function useDeleteLogo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'delete-logo'],
    mutationFn: deleteLogo,
    onSuccess: (result) => {
      updateCachedPro(queryClient, userId, (pro) => ({ ...pro, logos: result.data }));
    },
  });
}
