import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const isAppUserEndpoint = lazyEndpoint('isAppUser');

/** GET my-profile/is-appuser: whether the user has a connected device of the portal's own app. */
export const fetchIsAppUser = (signal?: AbortSignal) => call(isAppUserEndpoint, {}, { signal });

export const isAppUserKey = (userId: number) => ['account', 'is-app-user', userId] as const;

export const isAppUserQuery = (userId: number) =>
  queryOptions<boolean>({
    queryKey: isAppUserKey(userId),
    queryFn: async ({ signal }) => (await fetchIsAppUser(signal)).data.isAppUser,
  });

export const useIsAppUser = (userId: number) => useQuery(isAppUserQuery(userId));
