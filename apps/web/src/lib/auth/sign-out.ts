import { useMutation } from '@tanstack/react-query';
import { call } from '../http';
import { lazyEndpoint } from '../schemas';

const signOutEndpoint = lazyEndpoint('signOut');

/** GET my-profile/user/signout: ends the session. */
export const signOut = () => call(signOutEndpoint, {});

export const useSignOut = () => useMutation({ mutationKey: ['auth', 'sign-out'], mutationFn: signOut });
