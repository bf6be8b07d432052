import type { Profile, UserInfoBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../lib/auth/current-user';
import { callVersioned, withVersion } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';
import { profileKey } from './profile';

const updateUserInfoEndpoint = lazyEndpoint('updateUserInfo');

/** PUT my-profile/user: names, language, phones and address; answers the whole profile and its version. */
export const updateUserInfo = ({ body, ifMatch }: { body: UserInfoBody; ifMatch: string }) =>
  callVersioned(updateUserInfoEndpoint, { body }, { ifMatch });

export function useUpdateUserInfo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update-user-info'],
    mutationFn: updateUserInfo,
    onSuccess: ({ answer, etag }) => {
      const before = queryClient.getQueryData<Profile>(profileKey(userId))?.user;
      queryClient.setQueryData(profileKey(userId), withVersion(answer.data, etag));
      // A private user's header shows the name.
      const after = answer.data.user;
      if (before?.firstName !== after.firstName || before?.lastName !== after.lastName) {
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
      }
    },
  });
}
