import type { Profile, UserInfoBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { currentUserKey } from '../../../lib/auth/current-user';
import { profileKey } from './profile';

/** PUT my-profile/user: names, language, phones and address; answers the whole profile. */
export const updateUserInfo = (body: UserInfoBody) => call(endpoints.updateUserInfo, { body });

export function useUpdateUserInfo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update-user-info'],
    mutationFn: updateUserInfo,
    onSuccess: (result) => {
      const before = queryClient.getQueryData<Profile>(profileKey(userId))?.user;
      queryClient.setQueryData(profileKey(userId), result.data);
      // A private user's header shows the name.
      const after = result.data.user;
      if (before?.firstName !== after.firstName || before?.lastName !== after.lastName) {
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
      }
    },
  });
}
