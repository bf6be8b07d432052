import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';

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
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const value = useRef<HTMLParagraphElement>(null);

  const copySecret = () => {
    const failed = () => {
      setCopy('failed');
      // Selected, ready for the keyboard's copy.
      if (value.current) window.getSelection()?.selectAllChildren(value.current);
    };
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(shown.secret).then(() => setCopy('copied'), failed);
  };

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
        <Alert color="yellow" title={t('webhooks:secret.onceTitle')} data-testid="webhook-secret-once">
          {t('webhooks:secret.once')}
        </Alert>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('webhooks:secret.label')}
          </Text>
          {/* A plain monospace box: Mantine's Code would add its styles to every first load. */}
          <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)">
            <Text
              ref={value}
              ff="monospace"
              fz="sm"
              data-testid="webhook-secret-value"
              style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            >
              {shown.secret}
            </Text>
          </Paper>
        </Stack>
        <Text size="sm" role="status" data-testid="webhook-secret-copy-status">
          {copy === 'copied' ? t('webhooks:secret.copied') : null}
          {copy === 'failed' ? t('webhooks:secret.copyFailed') : null}
        </Text>
        <Group justify="space-between" gap="sm">
          <Button
            variant="light"
            leftSection={
              copy === 'copied' ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
            }
            onClick={copySecret}
            data-autofocus
            data-testid="webhook-secret-copy"
          >
            {t('webhooks:secret.copy')}
          </Button>
          <Button onClick={onClose} data-testid="webhook-secret-done">
            {t('webhooks:secret.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
