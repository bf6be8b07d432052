import { Alert } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { isApiError } from '../../../lib/http';
import { errorMessageKey } from '../../../lib/i18n';

/**
 * Why an order was refused (409 not online, not a draft; 403 with the software's name; 404), in the
 * dialog next to the form, with the message's values from the server.
 */
export function OrderFailure({ titleKey, error }: { titleKey: string; error: unknown }) {
  const { t, i18n } = useTranslation();
  const values = isApiError(error) ? error.values : undefined;
  return (
    <Alert color="red" title={t(titleKey)} data-testid="order-failure">
      {t(errorMessageKey(error, i18n), values ?? {})}
    </Alert>
  );
}
