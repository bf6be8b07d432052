import type { Profile, ProProfile } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Caller } from '../../../lib/http';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { callVersioned, versionOf, withVersion } from '../../../lib/versioned';

// Lazy: My properties takes this query for its order dialogs, and shows without the schemas.
const getProfile = lazyEndpoint('getProfile');

/**
 * GET my-profile/user/details: everything the "My data" screen shows, with its version (the ETag its
 * forms name in If-Match, decision 055).
 */
export const fetchProfile = async (signal?: AbortSignal, caller: Caller = call): Promise<Profile> => {
  const { answer, etag } = await callVersioned(getProfile, {}, signal ? { signal } : {}, caller);
  return withVersion(answer.data, etag);
};

/** Keyed by user: another user logging in on the same page never sees this profile. */
export const profileKey = (userId: number) => ['profile', userId] as const;

/** `caller`: the server's, when it draws a page (entry-server.tsx). */
export const profileQuery = (userId: number, caller: Caller = call) =>
  queryOptions<Profile>({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => fetchProfile(signal, caller),
    // Structural sharing would copy a changed answer into a new object, which has no version.
    structuralSharing: false,
  });

export const useProfile = (userId: number) => useQuery(profileQuery(userId));

/** Reads the profile again, whatever the cache holds (a form learns what changed elsewhere). */
export const rereadProfile = (queryClient: QueryClient, userId: number): Promise<Profile> =>
  queryClient.fetchQuery({ ...profileQuery(userId), staleTime: 0 });

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

/**
 * The same after a conditional write that answers one row: when the cache held the version the write
 * was based on, the patched profile is exactly the server's at the answered version, and keeps it.
 */
export function updateCachedProAt(
  queryClient: QueryClient,
  userId: number,
  versions: { sent: string; answered: string | undefined },
  update: (pro: ProProfile) => ProProfile,
): void {
  updateCachedProfile(queryClient, userId, (profile) => {
    if (!profile.pro) return profile;
    const patched = { ...profile, pro: update(profile.pro) };
    return versionOf(profile) === versions.sent ? withVersion(patched, versions.answered) : patched;
  });
}
