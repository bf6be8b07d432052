import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { ShownOnce } from '../../../components/shown-once';

/** A new signing secret and where it belongs. */
export interface ShownSecret {
  endpointId: number;
  url: string;
  secret: string;
  /** Added (a new endpoint) or rotated. */
  kind: 'added' | 'rotated';
}

/**
 * The signing secret, shown this once (after an endpoint is added or its secret rotated): the whole
 * secret on screen, a copy button, and plain words that it will not be shown again. A click beside
 * the dialog does not close it: only the close button or "I have copied it".
 */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      title={t(shown.kind === 'added' ? 'webhooks:secret.addedTitle' : 'webhooks:secret.rotatedTitle')}
      size="lg"
      data-testid="webhook-secret"
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('webhooks:secret.intro', { url: shown.url })}
        </Text>
        <ShownOnce
          value={shown.secret}
          warning={{ title: t('webhooks:secret.onceTitle'), text: t('webhooks:secret.once') }}
          label={t('webhooks:secret.label')}
          labels={{
            copy: t('webhooks:secret.copy'),
            copied: t('webhooks:secret.copied'),
            copyFailed: t('webhooks:secret.copyFailed'),
          }}
          testId="webhook-secret"
          justify="space-between"
        >
          <Button onClick={onClose} data-testid="webhook-secret-done">
            {t('webhooks:secret.done')}
          </Button>
        </ShownOnce>
      </Stack>
    </Modal>
  );
}
