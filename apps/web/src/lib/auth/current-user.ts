import type { CurrentUser } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../http';
import { lazyEndpoint } from '../schemas';

const getCurrentUser = lazyEndpoint('getCurrentUser');

/** GET my-profile/user: the signed-in user (a 401 opens the login modal and waits). */
export const fetchCurrentUser = (signal?: AbortSignal, caller: Caller = call) =>
  caller(getCurrentUser, {}, { signal });

export const currentUserKey = ['auth', 'current-user'] as const;

export const currentUserQuery = (caller: Caller = call) =>
  queryOptions<CurrentUser>({
    queryKey: currentUserKey,
    queryFn: async ({ signal }) => (await fetchCurrentUser(signal, caller)).data,
    staleTime: Infinity,
  });

export const useCurrentUser = () => useQuery(currentUserQuery());
