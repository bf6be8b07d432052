import type { Property, RequestedStatus } from '@app/contract';
import type { Messages as I18n, TFunction } from '@app/i18n';
import { useTranslation } from '@app/i18n/react';
import { runConfirmed } from '../../../components/confirmed-action';
import { isApiError } from '../../../lib/http';
import { errorMessageKey } from '../../../lib/i18n';
import { useChangePropertyStatus } from '../api/change-status';
import { listingName, requestedStatusLabel, statusLabel } from '../../../lib/property-labels';

/**
 * The refusal in the user's words: the field message of a 400 (the status does not fit the
 * transaction), else the server's message. A 403 names the software from the error body's values,
 * else from the listing itself.
 */
function refusal(error: unknown, property: Property, t: TFunction, i18n: I18n): string {
  const fieldKey = isApiError(error) ? error.fields?.requestedStatus : undefined;
  if (fieldKey && i18n.exists(fieldKey)) return t(fieldKey);
  const software = property.managedBy ?? t('properties:status.yourSoftware');
  return t(errorMessageKey(error, i18n), { software, ...(isApiError(error) ? error.values : {}) });
}

/**
 * A listing's status change: a confirmation modal naming the listing and the new status, then the
 * call; the outcome as a notice. `changing` is the id of the listing being changed.
 */
export function useStatusChange(userId: number) {
  const { t, i18n } = useTranslation();
  const mutation = useChangePropertyStatus(userId);
  const changing = mutation.isPending ? mutation.variables.id : null;

  const request = (property: Property, requestedStatus: RequestedStatus) => {
    const listing = listingName(property, t);
    const to = requestedStatusLabel(requestedStatus, t);
    runConfirmed({
      title: t('properties:status.confirmTitle'),
      question: t('properties:status.confirmBody', {
        listing,
        from: statusLabel(property, undefined, t),
        to,
      }),
      labels: { confirm: t('properties:status.confirm'), cancel: t('properties:status.cancel') },
      testId: 'properties-status',
      run: () => mutation.mutateAsync({ id: property.id, requestedStatus }),
      succeeded: () => ({
        message: t('properties:status.changed', { listing, status: to }),
        testId: 'properties-status-changed',
      }),
      failed: (error) => ({
        title: t('properties:status.failed'),
        message: refusal(error, property, t, i18n),
        testId: 'properties-status-failed',
      }),
    });
  };

  return { request, changing };
}
