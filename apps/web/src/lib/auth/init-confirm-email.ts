import { useMutation } from '@tanstack/react-query';
import { call } from '../http';
import { lazyEndpoint } from '../schemas';

const initConfirmEmailEndpoint = lazyEndpoint('initConfirmEmail');

/** PUT my-profile/init-confirm-email: sends the e-mail confirmation message again. */
export const initConfirmEmail = () => call(initConfirmEmailEndpoint, {});

export const useInitConfirmEmail = () =>
  useMutation({ mutationKey: ['auth', 'init-confirm-email'], mutationFn: initConfirmEmail });
