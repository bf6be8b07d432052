import type { Profile, ProDetailsBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { currentUserKey } from '../../../lib/auth/current-user';
import { profileKey } from './profile';

/** PUT my-profile/user/pro/details: the agency's details and extra addresses; answers the profile. */
export const updateProDetails = (body: ProDetailsBody) => call(endpoints.updateProDetails, { body });

export function useUpdateProDetails(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update-pro-details'],
    mutationFn: updateProDetails,
    onSuccess: (result) => {
      const before = queryClient.getQueryData<Profile>(profileKey(userId))?.pro?.companyName;
      queryClient.setQueryData(profileKey(userId), result.data);
      // The shell's header shows the company name.
      if (before !== result.data.pro?.companyName) {
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
      }
    },
  });
}
