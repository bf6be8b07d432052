import type { Profile, ProDetailsBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../lib/auth/current-user';
import { callVersioned, withVersion } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';
import { profileKey } from './profile';

const updateProDetailsEndpoint = lazyEndpoint('updateProDetails');

/** PUT my-profile/user/pro/details: the agency's details and extra addresses; answers the profile and its version. */
export const updateProDetails = ({ body, ifMatch }: { body: ProDetailsBody; ifMatch: string }) =>
  callVersioned(updateProDetailsEndpoint, { body }, { ifMatch });

export function useUpdateProDetails(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update-pro-details'],
    mutationFn: updateProDetails,
    onSuccess: ({ answer, etag }) => {
      const before = queryClient.getQueryData<Profile>(profileKey(userId))?.pro?.companyName;
      queryClient.setQueryData(profileKey(userId), withVersion(answer.data, etag));
      // The shell's header shows the company name.
      if (before !== answer.data.pro?.companyName) {
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
      }
    },
  });
}
