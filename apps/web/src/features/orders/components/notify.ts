import { notifications } from '@mantine/notifications';
import { useTranslation } from '@app/i18n/react';
import { errorMessageKey } from '../../../lib/i18n';

/** The orders feature's notices (role="alert" from Mantine, so they are announced). */
export function useOrdersNotify() {
  const { t, i18n } = useTranslation();
  return {
    success(message: string) {
      notifications.show({ color: 'green', message, 'data-testid': 'orders-notification-success' });
    },
    /** `titleKey` says what failed; the server's message (or a generic one) says why. */
    failure(titleKey: string, error: unknown) {
      notifications.show({
        color: 'red',
        title: t(titleKey),
        message: t(errorMessageKey(error, i18n)),
        autoClose: false,
        'data-testid': 'orders-notification-failure',
      });
    },
  };
}
