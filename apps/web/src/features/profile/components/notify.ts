import { notifications } from '@mantine/notifications';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from '../../../lib/http';
import { errorMessageKey } from '../../../lib/i18n';

/** Each section's success and failure notices (role="alert" from Mantine, so they are announced). */
export function useNotify() {
  const { t, i18n } = useTranslation();
  return {
    success(message: string) {
      notifications.show({ color: 'green', message, 'data-testid': 'profile-notification-success' });
    },
    failure(error: unknown) {
      // A 400 shows its messages on the fields; the notice only says where to look.
      const key =
        isApiError(error) && error.fields ? 'profile:notify.checkFields' : errorMessageKey(error, i18n);
      notifications.show({
        color: 'red',
        message: t(key),
        autoClose: false,
        'data-testid': 'profile-notification-failure',
      });
    },
  };
}
