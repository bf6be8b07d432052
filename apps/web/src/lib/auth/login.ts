import type { LoginBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../http';
import { lazyEndpoint } from '../schemas';

const loginEndpoint = lazyEndpoint('login');

/** POST auth/login: public, so its 401 (errors:invalidCredentials) is an ordinary error. */
export const login = (body: LoginBody) => call(loginEndpoint, { body });

export const useLogin = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
