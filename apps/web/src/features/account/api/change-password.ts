import type { ChangePasswordBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** PUT my-profile/user/password: the server also ends the user's other sessions. */
export const changePassword = (body: ChangePasswordBody) => call(endpoints.changePassword, { body });

export const useChangePassword = () =>
  useMutation({ mutationKey: ['account', 'change-password'], mutationFn: changePassword });
