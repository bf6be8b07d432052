import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET my-profile/is-appuser: whether the user has a connected device of the portal's own app. */
export const fetchIsAppUser = (signal?: AbortSignal) => call(endpoints.isAppUser, {}, { signal });

export const isAppUserKey = (userId: number) => ['account', 'is-app-user', userId] as const;

export const isAppUserQuery = (userId: number) =>
  queryOptions<boolean>({
    queryKey: isAppUserKey(userId),
    queryFn: async ({ signal }) => (await fetchIsAppUser(signal)).data.isAppUser,
  });

export const useIsAppUser = (userId: number) => useQuery(isAppUserQuery(userId));
