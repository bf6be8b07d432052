import type { Property, RequestedStatus } from '@app/contract';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http';
import { errorMessageKey } from '../../../lib/i18n';
import { useChangePropertyStatus } from '../api/change-status';
import { listingName, requestedStatusLabel, statusLabel } from './property-labels';

/**
 * The refusal in the user's words: the field message of a 400 (the status does not fit the
 * transaction), else the server's message. A 403 names the software; the error body's values do not
 * reach the client, so the name comes from the listing itself.
 */
function refusal(error: unknown, property: Property, t: TFunction, i18n: I18n): string {
  const fieldKey = isApiError(error) ? error.fields?.requestedStatus : undefined;
  if (fieldKey && i18n.exists(fieldKey)) return t(fieldKey);
  const software = property.managedBy ?? property.softwareReference ?? t('properties:status.yourSoftware');
  return t(errorMessageKey(error, i18n), { software });
}

/**
 * A listing's status change: a confirmation modal naming the listing and the new status, then the
 * call; the outcome as a notice. `changing` is the id of the listing being changed.
 */
export function useStatusChange(userId: number) {
  const { t, i18n } = useTranslation();
  const mutation = useChangePropertyStatus(userId);
  const changing = mutation.isPending ? mutation.variables.id : null;

  const change = async (property: Property, requestedStatus: RequestedStatus) => {
    try {
      const result = await mutation.mutateAsync({ id: property.id, requestedStatus });
      // A route change cancelled it: nobody is left to tell.
      if (!result) return;
      notifications.show({
        color: 'green',
        message: t('properties:status.changed', {
          listing: listingName(property, t),
          status: requestedStatusLabel(requestedStatus, t),
        }),
        'data-testid': 'properties-status-changed',
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('properties:status.failed'),
        message: refusal(error, property, t, i18n),
        autoClose: false,
        'data-testid': 'properties-status-failed',
      });
    }
  };

  const request = (property: Property, requestedStatus: RequestedStatus) => {
    modals.openConfirmModal({
      title: t('properties:status.confirmTitle'),
      children: (
        <Text size="sm" data-testid="properties-status-question">
          {t('properties:status.confirmBody', {
            listing: listingName(property, t),
            from: statusLabel(property, undefined, t),
            to: requestedStatusLabel(requestedStatus, t),
          })}
        </Text>
      ),
      labels: { confirm: t('properties:status.confirm'), cancel: t('properties:status.cancel') },
      confirmProps: { 'data-testid': 'properties-status-confirm' },
      cancelProps: { 'data-testid': 'properties-status-cancel' },
      onConfirm: () => void change(property, requestedStatus),
    });
  };

  return { request, changing };
}
