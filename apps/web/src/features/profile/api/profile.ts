import type { Profile, ProProfile } from '@app/contract';
import { endpoints } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET my-profile/user/details: everything the "My data" screen shows. */
export const fetchProfile = (signal?: AbortSignal) => call(endpoints.getProfile, {}, { signal });

/** Keyed by user: another user logging in on the same page never sees this profile. */
export const profileKey = (userId: number) => ['profile', userId] as const;

export const profileQuery = (userId: number) =>
  queryOptions<Profile>({
    queryKey: profileKey(userId),
    queryFn: async ({ signal }) => (await fetchProfile(signal)).data,
  });

export const useProfile = (userId: number) => useQuery(profileQuery(userId));

/** Applies a mutation's answer to the cached profile (nothing to do before the profile is loaded). */
export function updateCachedProfile(
  queryClient: QueryClient,
  userId: number,
  update: (profile: Profile) => Profile,
): void {
  queryClient.setQueryData<Profile>(profileKey(userId), (profile) => (profile ? update(profile) : profile));
}

/** The same for the agency part; private users have none. */
export function updateCachedPro(
  queryClient: QueryClient,
  userId: number,
  update: (pro: ProProfile) => ProProfile,
): void {
  updateCachedProfile(queryClient, userId, (profile) =>
    profile.pro ? { ...profile, pro: update(profile.pro) } : profile,
  );
}
