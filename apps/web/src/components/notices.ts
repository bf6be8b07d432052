import { notifications } from '@mantine/notifications';
import { useTranslation } from '@app/i18n/react';
import { ApiError } from '../lib/http';
import { errorMessageKey } from '../lib/i18n';

/**
 * A screen's success and failure notices (role="alert" from Mantine, so they are announced); their
 * data-testid is `${testId}-notification-success|failure`. A failure stays until closed.
 */
export function useNotices(testId: string) {
  const { t, i18n } = useTranslation();
  return {
    success(message: string) {
      notifications.show({ color: 'green', message, 'data-testid': `${testId}-notification-success` });
    },
    /** The server's message (or a generic one) says why; `title` may say what failed. */
    failure(error: unknown, title?: string) {
      notifications.show({
        color: 'red',
        ...(title ? { title } : {}),
        // Some messages name what they are about ({ software }, { max }): the server sends those values.
        message: t(errorMessageKey(error, i18n), error instanceof ApiError ? (error.values ?? {}) : {}),
        autoClose: false,
        'data-testid': `${testId}-notification-failure`,
      });
    },
  };
}
