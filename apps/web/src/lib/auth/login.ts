import type { LoginBody } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../http';

/** POST auth/login: public, so its 401 (errors:invalidCredentials) is an ordinary error. */
export const login = (body: LoginBody) => call(endpoints.login, { body });

export const useLogin = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
