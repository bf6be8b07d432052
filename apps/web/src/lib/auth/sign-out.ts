import { endpoints } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../http';

/** GET my-profile/user/signout: ends the session. */
export const signOut = () => call(endpoints.signOut, {});

export const useSignOut = () => useMutation({ mutationKey: ['auth', 'sign-out'], mutationFn: signOut });
