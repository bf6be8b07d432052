import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { mySavedSearchesKey, replaceSavedSearch } from './my-saved-searches';

const confirmEmailNotification = lazyEndpoint('confirmEmailNotification');
const confirmPushNotification = lazyEndpoint('confirmPushNotification');
const disableEmailDigest = lazyEndpoint('disableEmailDigest');
const disableEmailNotification = lazyEndpoint('disableEmailNotification');
const disablePushNotification = lazyEndpoint('disablePushNotification');
const enableEmailDigest = lazyEndpoint('enableEmailDigest');
const enableEmailNotification = lazyEndpoint('enableEmailNotification');
const enablePushNotification = lazyEndpoint('enablePushNotification');

export type AlertChange =
  | { id: number; alert: 'digest'; on: boolean }
  | { id: number; alert: 'email' | 'push'; on: boolean }
  | { id: number; alert: 'confirmPush' }
  | { id: number; alert: 'confirmEmail'; token: string };

/** The PUT my-saved-searches/:id/{enable|confirm|disable}/{email-digest|email-notification|push-notification} calls. */
export function changeAlert(change: AlertChange) {
  const params = { id: change.id };
  switch (change.alert) {
    case 'digest':
      return call(change.on ? enableEmailDigest : disableEmailDigest, { params });
    case 'email':
      return call(change.on ? enableEmailNotification : disableEmailNotification, {
        params,
      });
    case 'push':
      return call(change.on ? enablePushNotification : disablePushNotification, {
        params,
      });
    case 'confirmPush':
      return call(confirmPushNotification, { params });
    case 'confirmEmail':
      return call(confirmEmailNotification, { params, body: { token: change.token } });
  }
}

export function useSearchAlert(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saved-searches', 'alert'],
    mutationFn: changeAlert,
    onSuccess: async ({ data }, change) => {
      replaceSavedSearch(queryClient, userId, data);
      // Confirming the address turns every pending e-mail alert on: the other searches changed too.
      if (change.alert === 'confirmEmail')
        await queryClient.invalidateQueries({ queryKey: mySavedSearchesKey(userId) });
    },
  });
}
