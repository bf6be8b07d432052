import type { Profile } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useFormVersion } from '../../../lib/use-form-version';
import { versionOf } from '../../../lib/versioned';
import { profileKey, rereadProfile } from './profile';

/**
 * The version of a profile form (decision 055): the part of the profile it writes (`sectionOf`) as
 * the form was loaded with it (`section`), and the profile's version at that moment. The form saves
 * through `save`, which names the right version in If-Match and, when the part changed elsewhere,
 * hands the current one to the form instead of overwriting it.
 */
export function useProfileVersion<S>(userId: number, section: S, sectionOf: (profile: Profile) => S) {
  const queryClient = useQueryClient();
  return useFormVersion(section, {
    cached: () => {
      const profile = queryClient.getQueryData<Profile>(profileKey(userId));
      return profile ? { section: sectionOf(profile), etag: versionOf(profile) } : undefined;
    },
    reread: async () => {
      const profile = await rereadProfile(queryClient, userId);
      return { section: sectionOf(profile), etag: versionOf(profile) };
    },
  });
}
