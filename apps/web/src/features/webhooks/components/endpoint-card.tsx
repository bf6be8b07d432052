import type { WebhookEndpoint } from '@app/contract';
import { WEBHOOK_LIMITS } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@app/i18n/react';
import { runConfirmed } from '../../../components/confirmed-action';
import { useNotices } from '../../../components/notices';
import { isApiError } from '../../../lib/http';
import { errorMessageKey, useCurrentLanguage } from '../../../lib/i18n';
import { settle } from '../../../lib/settle';
import { saveIfUnchanged } from '../../../lib/versioned';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { endpointVersion, settingsOf, webhookEndpointsKey } from '../api/webhook-endpoints';
import { DeliveryLog } from './delivery-log';
import { EVENT_LABELS } from './event-labels';
import type { ShownSecret } from './secret-dialog';

/** The ids the screen moves the focus to after an action. */
export const endpointTitleId = (id: number) => `webhook-${id}-title`;
export const rotateButtonId = (id: number) => `webhook-${id}-rotate`;
const toggleButtonId = (id: number) => `webhook-${id}-toggle`;
const testButtonId = (id: number) => `webhook-${id}-test`;

/**
 * A button busy with its call is disabled, which takes the focus from it: once the call is over, the
 * focus goes back to it (unless the user moved it meanwhile).
 */
const refocus = (elementId: string) =>
  requestAnimationFrame(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      document.getElementById(elementId)?.focus();
    }
  });

function StatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const [key, color] = endpoint.disabledForFailures
    ? (['webhooks:endpoint.status.failing', 'red'] as const)
    : endpoint.enabled
      ? (['webhooks:endpoint.status.on', 'green'] as const)
      : (['webhooks:endpoint.status.off', 'gray'] as const);
  return (
    <Badge color={color} variant="light" data-testid="webhook-status" style={{ flexShrink: 0 }}>
      {t(key)}
    </Badge>
  );
}

/**
 * One endpoint: its address, description, events, state and messages waiting; edit, switch on or
 * off, rotate its secret, send a test event, its delivery log, remove.
 */
export function EndpointCard({
  userId,
  endpoint,
  logOpen,
  onToggleLog,
  watching,
  onWatch,
  onEdit,
  onSecret,
  onRemoved,
}: {
  userId: number;
  endpoint: WebhookEndpoint;
  logOpen: boolean;
  onToggleLog: (open: boolean) => void;
  /** The screen asks again every few seconds (after a test event). */
  watching: boolean;
  /** Start asking again every few seconds for a while. */
  onWatch: () => void;
  onEdit: () => void;
  onSecret: (shown: ShownSecret) => void;
  onRemoved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = useCurrentLanguage();
  const notices = useNotices('webhooks');
  const queryClient = useQueryClient();
  const update = useUpdateWebhookEndpoint(userId);
  const rotate = useRotateWebhookSecret(userId);
  const test = useSendWebhookTest(userId);
  const remove = useDeleteWebhookEndpoint(userId);
  const { id, url } = endpoint;

  // On after failures too: switching on clears the disabling. The PUT names the version the card
  // shows; changed elsewhere meanwhile, the list is read again, the card shows the endpoint as it is
  // now and the notice says so (a change of its version alone goes through).
  const toggle = () => {
    const base = settingsOf(endpoint);
    const saved = saveIfUnchanged({
      base: { section: base, etag: endpoint.etag },
      ...endpointVersion(queryClient, userId, id),
      send: (ifMatch) => update.mutateAsync({ id, body: { ...base, enabled: !base.enabled }, ifMatch }),
      onStale: () => undefined,
    });
    void settle(saved, {
      done: (changed) =>
        notices.success(
          t(changed.enabled ? 'webhooks:endpoint.switchedOn' : 'webhooks:endpoint.switchedOff', { url }),
        ),
      failed: (error) => {
        // Removed elsewhere: the list without it.
        if (isApiError(error) && error.status === 404) {
          void queryClient.invalidateQueries({ queryKey: webhookEndpointsKey(userId) });
        }
        notices.failure(error);
      },
    }).finally(() => refocus(toggleButtonId(id)));
  };

  const failedNotice = (error: unknown) => ({
    message: t(errorMessageKey(error, i18n)),
    testId: 'webhooks-notification-failure',
  });

  const askRotate = () =>
    runConfirmed({
      title: t('webhooks:rotateConfirm.title'),
      question: t('webhooks:rotateConfirm.body', { url, hours: WEBHOOK_LIMITS.previousSecretHours }),
      labels: { confirm: t('webhooks:rotateConfirm.confirm'), cancel: t('webhooks:rotateConfirm.cancel') },
      testId: 'webhook-rotate-dialog',
      run: () => rotate.mutateAsync(id),
      succeeded: ({ secret }) => {
        onSecret({ endpointId: id, url, secret, kind: 'rotated' });
        return { message: t('webhooks:endpoint.rotated', { url }), testId: 'webhooks-notification-success' };
      },
      failed: failedNotice,
    });

  const askRemove = () =>
    runConfirmed({
      title: t('webhooks:removeConfirm.title'),
      question: t('webhooks:removeConfirm.body', { url }),
      labels: { confirm: t('webhooks:removeConfirm.confirm'), cancel: t('webhooks:removeConfirm.cancel') },
      testId: 'webhook-remove-dialog',
      destructive: true,
      run: () => remove.mutateAsync(id),
      succeeded: () => {
        onRemoved();
        return { message: t('webhooks:endpoint.removed', { url }), testId: 'webhooks-notification-success' };
      },
      failed: failedNotice,
    });

  const sendTest = () =>
    void settle(test.mutateAsync(id), {
      done: () => {
        notices.success(t('webhooks:endpoint.testSent', { url }));
        onToggleLog(true);
        onWatch();
      },
      failed: (error) => notices.failure(error),
    }).finally(() => refocus(testButtonId(id)));

  const failing = endpoint.disabledForFailures;
  let toggleKey: 'switchOn' | 'switchOnAgain' | 'switchOff' = 'switchOff';
  if (failing) toggleKey = 'switchOnAgain';
  else if (!endpoint.enabled) toggleKey = 'switchOn';
  const toggleLabels = {
    switchOn: [t('webhooks:endpoint.switchOn'), t('webhooks:endpoint.switchOnNamed', { url })],
    switchOnAgain: [t('webhooks:endpoint.switchOnAgain'), t('webhooks:endpoint.switchOnAgainNamed', { url })],
    switchOff: [t('webhooks:endpoint.switchOff'), t('webhooks:endpoint.switchOffNamed', { url })],
  }[toggleKey];

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      data-testid="webhook-endpoint"
      data-url={url}
      data-state={failing ? 'failing' : endpoint.enabled ? 'on' : 'off'}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={4} id={endpointTitleId(id)} tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
              {url}
            </Title>
            {endpoint.description ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="webhook-description">
                {endpoint.description}
              </Text>
            ) : null}
          </Stack>
          <StatusBadge endpoint={endpoint} />
        </Group>
        {failing ? (
          <Alert color="red" title={t('webhooks:endpoint.failingTitle')} data-testid="webhook-failing">
            {t('webhooks:endpoint.failingBody', { days: WEBHOOK_LIMITS.retryDays })}
          </Alert>
        ) : !endpoint.enabled ? (
          <Text size="sm" data-testid="webhook-off">
            {t('webhooks:endpoint.offBody')}
          </Text>
        ) : null}
        <Text size="sm" data-testid="webhook-events">
          <Text span fw={600} size="sm">
            {t('webhooks:endpoint.events')}
          </Text>{' '}
          {endpoint.events.map((event) => t(EVENT_LABELS[event].label)).join(', ')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="webhook-pending">
          {t('webhooks:endpoint.pending', { count: endpoint.pending })}
        </Text>
        {endpoint.previousSecretUntil ? (
          <Text size="sm" c="dimmed" data-testid="webhook-previous-secret">
            {t('webhooks:endpoint.previousSecret', {
              date: formatDateTime(endpoint.previousSecretUntil, lang),
            })}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('webhooks:endpoint.created', { date: formatDateTime(endpoint.createdAt, lang) })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={t('webhooks:endpoint.editNamed', { url })}
            data-testid="webhook-edit"
          >
            {t('webhooks:endpoint.edit')}
          </Button>
          <Button
            size="xs"
            variant={failing ? 'filled' : 'light'}
            id={toggleButtonId(id)}
            loading={update.isPending}
            onClick={toggle}
            aria-label={toggleLabels[1]}
            data-testid="webhook-toggle"
          >
            {toggleLabels[0]}
          </Button>
          <Button
            size="xs"
            variant="light"
            id={rotateButtonId(id)}
            loading={rotate.isPending}
            onClick={askRotate}
            aria-label={t('webhooks:endpoint.rotateNamed', { url })}
            data-testid="webhook-rotate"
          >
            {t('webhooks:endpoint.rotate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            id={testButtonId(id)}
            loading={test.isPending}
            disabled={!endpoint.enabled}
            onClick={sendTest}
            aria-label={t('webhooks:endpoint.testNamed', { url })}
            data-testid="webhook-test"
          >
            {t('webhooks:endpoint.test')}
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-expanded={logOpen}
            aria-controls={logOpen ? `webhook-${id}-log` : undefined}
            onClick={() => onToggleLog(!logOpen)}
            aria-label={t('webhooks:endpoint.logNamed', { url })}
            data-testid="webhook-log-toggle"
          >
            {t('webhooks:endpoint.log')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={remove.isPending}
            onClick={askRemove}
            aria-label={t('webhooks:endpoint.removeNamed', { url })}
            data-testid="webhook-remove"
          >
            {t('webhooks:endpoint.remove')}
          </Button>
        </Group>
        {logOpen ? (
          <DeliveryLog userId={userId} endpoint={endpoint} watching={watching} onSent={onWatch} />
        ) : null}
      </Stack>
    </Paper>
  );
}
