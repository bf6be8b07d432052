import type { WebhookEndpoint } from '@app/contract';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { useSchemaCheck } from '../../../lib/schema-check';
import { useTranslatedForm } from '../../../lib/translated-form';
import { useFormVersion } from '../../../lib/use-form-version';
import type { EndpointSettings } from '../api/webhook-endpoints';
import { endpointVersion, settingsOf } from '../api/webhook-endpoints';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import type { EndpointValues } from './endpoint-fields';
import { EndpointFields } from './endpoint-fields';
import { useEndpointSubmit } from './use-endpoint-submit';

const valuesOf = (settings: EndpointSettings): EndpointValues => ({
  ...settings,
  events: [...settings.events],
});

/**
 * Changes an endpoint's address, description and events. The PUT names the endpoint's version
 * (If-Match, decision 055): changed elsewhere since the form opened, the form shows the current
 * values instead of writing over them (and closes when the endpoint was removed).
 */
export function EditEndpointModal({
  userId,
  endpoint,
  onClose,
}: {
  userId: number;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notices = useNotices('webhooks');
  const queryClient = useQueryClient();
  const update = useUpdateWebhookEndpoint(userId);
  const check = useSchemaCheck((schemas) => schemas.WebhookEndpointUpdateBody);
  const form = useTranslatedForm<EndpointValues>(valuesOf(settingsOf(endpoint)), check.validate);
  const version = useFormVersion<EndpointSettings | null>(
    settingsOf(endpoint),
    endpointVersion(queryClient, userId, endpoint.id),
  );

  /** Changed elsewhere since the form opened: it shows the current values, or closes if the endpoint is gone. */
  const showCurrent = (current: EndpointSettings | null) => {
    if (!current) return onClose();
    form.setInitialValues(valuesOf(current));
    form.setValues(valuesOf(current));
  };

  const { formElement, submit } = useEndpointSubmit({
    check,
    form,
    send: (body) =>
      version.save((ifMatch) => update.mutateAsync({ id: endpoint.id, body, ifMatch }), showCurrent),
    done: (saved) => {
      notices.success(t('webhooks:form.saved', { url: saved.url }));
      onClose();
    },
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('webhooks:form.editTitle')}
      size="lg"
      data-testid="webhook-edit-form"
    >
      <form ref={formElement} onSubmit={submit} onFocus={check.preload} noValidate>
        <Stack gap="md">
          <EndpointFields form={form} testId="webhook-edit" autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('webhooks:form.cancel')}
            </Button>
            <Button type="submit" loading={check.waiting || update.isPending} data-testid="webhook-edit-save">
              {t('webhooks:form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
