import { notifications } from '@mantine/notifications';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from '../../../lib/http';
import { errorMessageKey } from '../../../lib/i18n';

/** The editor's notices (role="alert" from Mantine, so they are announced). */
export function useAdEditorNotify() {
  const { t, i18n } = useTranslation();
  return {
    /** `keep`: stays until closed (it holds what the user must copy, such as a payment reference). */
    success(message: string, { keep = false }: { keep?: boolean } = {}) {
      notifications.show({
        color: 'green',
        message,
        ...(keep ? { autoClose: false } : {}),
        'data-testid': 'ad-editor-notification-success',
      });
    },
    /** A message key of the form's own checks. */
    problem(messageKey: string) {
      notifications.show({
        color: 'red',
        message: t(messageKey),
        'data-testid': 'ad-editor-notification-failure',
      });
    },
    failure(error: unknown) {
      // A 400 shows its messages on the fields; the notice only says where to look.
      const key =
        isApiError(error) && error.fields ? 'adEditor:save.checkFields' : errorMessageKey(error, i18n);
      notifications.show({
        color: 'red',
        message: t(key),
        autoClose: false,
        'data-testid': 'ad-editor-notification-failure',
      });
    },
  };
}
