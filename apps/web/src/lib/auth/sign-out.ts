import { useCallback, useState } from 'react';
import { call } from '../http';
import { lazyEndpoint } from '../schemas';

const signOutEndpoint = lazyEndpoint('signOut');

/** GET my-profile/user/signout: ends the session. */
export const signOut = () => call(signOutEndpoint, {});

/**
 * Signing out and whether it is under way, as a mutation would give them (`mutateAsync`,
 * `isPending`). A state of its own rather than TanStack's `useMutation`: the shell is in every first
 * load, and this was its only mutation, which brought the mutation observer along (issue 14,
 * decision 047). Nothing is cached or retried for a sign-out anyway.
 */
export function useSignOut() {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(async () => {
    setPending(true);
    try {
      return await signOut();
    } finally {
      setPending(false);
    }
  }, []);
  return { isPending, mutateAsync };
}
