import { Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@app/i18n/react';
import { useSchemaCheck } from '../../../lib/schema-check';
import { useTranslatedForm } from '../../../lib/translated-form';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';
import type { EndpointValues } from './endpoint-fields';
import { EndpointFields } from './endpoint-fields';
import type { ShownSecret } from './secret-dialog';
import { useEndpointSubmit } from './use-endpoint-submit';

const EMPTY: EndpointValues = { url: '', description: '', events: [], enabled: true };

/** Adds an endpoint: checked by the contract's schema (loaded when the form is first used). */
export function AddEndpointForm({
  userId,
  onAdded,
}: {
  userId: number;
  /** The new endpoint's secret, to show this once. */
  onAdded: (shown: ShownSecret) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint(userId);
  const check = useSchemaCheck((schemas) => schemas.WebhookEndpointBody);
  const form = useTranslatedForm<EndpointValues>(EMPTY, check.validate);

  // A submit waits for the schema: the form is always checked, and sent as the schema reads it.
  const { formElement, submit } = useEndpointSubmit({
    check,
    form,
    send: (body) => create.mutateAsync(body),
    done: ({ endpoint, secret }) => {
      form.reset();
      onAdded({ endpointId: endpoint.id, url: endpoint.url, secret, kind: 'added' });
    },
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-add-title" data-testid="webhook-add">
      <Title order={3} id="webhook-add-title">
        {t('webhooks:form.addTitle')}
      </Title>
      <form ref={formElement} onSubmit={submit} onFocus={check.preload} noValidate>
        <Stack gap="md" maw={560}>
          <EndpointFields form={form} testId="webhook-add" />
          <Button
            type="submit"
            w="fit-content"
            leftSection={<IconPlus size={18} aria-hidden />}
            loading={check.waiting || create.isPending}
            data-testid="webhook-add-submit"
          >
            {t('webhooks:form.add')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
