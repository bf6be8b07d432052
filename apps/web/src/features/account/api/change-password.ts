import type { ChangePasswordBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the password screen shows without the schemas (issue 49).
const changePasswordEndpoint = lazyEndpoint('changePassword');

/** PUT my-profile/user/password: the server also ends the user's other sessions. */
export const changePassword = (body: ChangePasswordBody) => call(changePasswordEndpoint, { body });

export const useChangePassword = () =>
  useMutation({ mutationKey: ['account', 'change-password'], mutationFn: changePassword });
