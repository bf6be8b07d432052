import { endpoints } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../http';

/** PUT my-profile/init-confirm-email: sends the e-mail confirmation message again. */
export const initConfirmEmail = () => call(endpoints.initConfirmEmail, {});

export const useInitConfirmEmail = () =>
  useMutation({ mutationKey: ['auth', 'init-confirm-email'], mutationFn: initConfirmEmail });
