import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { mySavedSearchesKey, replaceSavedSearch } from './my-saved-searches';

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
      return call(change.on ? endpoints.enableEmailDigest : endpoints.disableEmailDigest, { params });
    case 'email':
      return call(change.on ? endpoints.enableEmailNotification : endpoints.disableEmailNotification, {
        params,
      });
    case 'push':
      return call(change.on ? endpoints.enablePushNotification : endpoints.disablePushNotification, {
        params,
      });
    case 'confirmPush':
      return call(endpoints.confirmPushNotification, { params });
    case 'confirmEmail':
      return call(endpoints.confirmEmailNotification, { params, body: { token: change.token } });
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
