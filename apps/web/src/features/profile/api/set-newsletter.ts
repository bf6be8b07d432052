import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { updateCachedProfile } from './profile';

const setNewsletterEndpoint = lazyEndpoint('setNewsletter');

/** POST my-newsletters/{id}: subscribes or unsubscribes; answers every newsletter's state. */
export const setNewsletter = ({ id, subscribed }: { id: number; subscribed: boolean }) =>
  call(setNewsletterEndpoint, { params: { id }, body: { subscribed } });

export function useSetNewsletter(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'set-newsletter'],
    mutationFn: setNewsletter,
    onSuccess: (result) => {
      updateCachedProfile(queryClient, userId, (profile) => ({ ...profile, newsletters: result.data }));
    },
  });
}
