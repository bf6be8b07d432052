import type { WebhookAttempt, WebhookEndpoint } from '@app/contract';
import { WEBHOOK_LIMITS } from '@app/contract';
import { formatDateTime } from '@app/i18n';
import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { QueryError } from '../../../components/query-error';
import { ScrollTable } from '../../../components/scroll-table';
import { useNotices } from '../../../components/notices';
import { useCardsLayout } from '../../../lib/cards-layout';
import { useCurrentLanguage } from '../../../lib/i18n';
import { settle } from '../../../lib/settle';
import { useResendWebhookMessage } from '../api/resend-webhook-message';
import { useWebhookAttempts } from '../api/webhook-attempts';
import { eventLabelKey } from './event-labels';

const STATUS = {
  delivered: { label: 'webhooks:log.delivered', color: 'green' },
  failed: { label: 'webhooks:log.failed', color: 'red' },
  pending: { label: 'webhooks:log.pending', color: 'yellow' },
} as const;

/** The attempts that get "Send again": a failed message's newest attempt (the log is newest first). */
function resendableAttempts(attempts: WebhookAttempt[]): Set<number> {
  const seen = new Set<number>();
  const resendable = new Set<number>();
  for (const attempt of attempts) {
    if (seen.has(attempt.messageId)) continue;
    seen.add(attempt.messageId);
    if (attempt.status === 'failed') resendable.add(attempt.id);
  }
  return resendable;
}

interface RowProps {
  attempt: WebhookAttempt;
  canResend: boolean;
  resending: boolean;
  onResend: () => void;
}

/** What each attempt shows, as table cells or on a card. */
function useAttemptParts({ attempt, canResend, resending, onResend }: RowProps) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const event = t(eventLabelKey(attempt.event));
  const time = formatDateTime(attempt.attemptedAt, lang);
  const status = STATUS[attempt.status];
  return {
    event,
    statusCode: (
      <Stack gap={2}>
        <Text size="sm" data-testid="webhook-attempt-code">
          {attempt.statusCode === null ? t('webhooks:log.noAnswer') : String(attempt.statusCode)}
        </Text>
        {attempt.error ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {attempt.error}
          </Text>
        ) : null}
      </Stack>
    ),
    time,
    status: (
      <Badge color={status.color} variant="light" data-testid="webhook-attempt-status">
        {t(status.label)}
      </Badge>
    ),
    nextRetry: attempt.nextAttemptAt
      ? formatDateTime(attempt.nextAttemptAt, lang)
      : t('webhooks:log.noRetry'),
    action: canResend ? (
      <Button
        size="xs"
        variant="light"
        loading={resending}
        onClick={onResend}
        aria-label={t('webhooks:log.resendNamed', { event, time })}
        data-testid="webhook-resend"
      >
        {t('webhooks:log.resend')}
      </Button>
    ) : null,
  };
}

function AttemptRow(props: RowProps) {
  const parts = useAttemptParts(props);
  return (
    <Table.Tr data-testid="webhook-attempt" data-status={props.attempt.status}>
      <Table.Td>{parts.event}</Table.Td>
      <Table.Td>{parts.statusCode}</Table.Td>
      <Table.Td>{parts.time}</Table.Td>
      <Table.Td>{parts.status}</Table.Td>
      <Table.Td>{parts.nextRetry}</Table.Td>
      <Table.Td>{parts.action}</Table.Td>
    </Table.Tr>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{typeof children === 'string' ? <Text size="sm">{children}</Text> : children}</div>
    </Stack>
  );
}

function AttemptCard(props: RowProps) {
  const { t } = useTranslation();
  const parts = useAttemptParts(props);
  return (
    <Paper component="li" withBorder p="sm" data-testid="webhook-attempt" data-status={props.attempt.status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} size="sm">
            {parts.event}
          </Text>
          {parts.status}
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Field label={t('webhooks:log.time')}>{parts.time}</Field>
          <Field label={t('webhooks:log.statusCode')}>{parts.statusCode}</Field>
          <Field label={t('webhooks:log.nextRetry')}>{parts.nextRetry}</Field>
        </SimpleGrid>
        {parts.action ? <Group>{parts.action}</Group> : null}
      </Stack>
    </Paper>
  );
}

/**
 * An endpoint's delivery log: its last attempts, newest first (a table; cards on a phone), and "Send
 * again" on a failed message. `watching`: it asks again every few seconds (after a test event).
 */
export function DeliveryLog({
  userId,
  endpoint,
  watching,
  onSent,
}: {
  userId: number;
  endpoint: WebhookEndpoint;
  watching: boolean;
  /** A message went out again: watch for its attempt. */
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const notices = useNotices('webhooks');
  const attempts = useWebhookAttempts(userId, endpoint.id, watching);
  const resend = useResendWebhookMessage(userId);
  const asCards = useCardsLayout();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `webhook-${endpoint.id}-log-title`;
  // Only the user's own refresh shows on the button: the watch's every few seconds would flicker.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void attempts.refetch().finally(() => setRefreshing(false));
  };

  const doResend = (attempt: WebhookAttempt) =>
    void settle(resend.mutateAsync({ id: endpoint.id, messageId: attempt.messageId }), {
      done: () => {
        notices.success(t('webhooks:log.resent'));
        // The button goes with the failed state: the focus stays in the log.
        heading.current?.focus();
        onSent();
      },
      failed: (error) => notices.failure(error),
    });

  let content;
  if (attempts.isError && !attempts.data) {
    content = <QueryError query={attempts} testId="webhook-log-error" />;
  } else if (!attempts.data) {
    content = <Loader size="sm" aria-label={t('common:loading')} data-testid="webhook-log-loading" />;
  } else if (attempts.data.length === 0) {
    content = (
      <Text size="sm" c="dimmed" data-testid="webhook-log-empty">
        {t('webhooks:log.empty')}
      </Text>
    );
  } else {
    const resendable = resendableAttempts(attempts.data);
    const rowProps = (attempt: WebhookAttempt): RowProps & { key: number } => ({
      key: attempt.id,
      attempt,
      canResend: resendable.has(attempt.id),
      resending: resend.isPending && resend.variables?.messageId === attempt.messageId,
      onResend: () => doResend(attempt),
    });
    content = asCards ? (
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-labelledby={headingId}
        data-testid="webhook-log-cards"
      >
        {attempts.data.map((attempt) => {
          const { key, ...props } = rowProps(attempt);
          return <AttemptCard key={key} {...props} />;
        })}
      </Stack>
    ) : (
      <ScrollTable minWidth={720} label={t('webhooks:log.tableLabel', { url: endpoint.url })} stickyActions>
        <Table striped withTableBorder fz="sm" aria-labelledby={headingId} data-testid="webhook-log-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('webhooks:log.event')}</Table.Th>
              <Table.Th scope="col">{t('webhooks:log.statusCode')}</Table.Th>
              <Table.Th scope="col">{t('webhooks:log.time')}</Table.Th>
              <Table.Th scope="col">{t('webhooks:log.status')}</Table.Th>
              <Table.Th scope="col">{t('webhooks:log.nextRetry')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('webhooks:log.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attempts.data.map((attempt) => {
              const { key, ...props } = rowProps(attempt);
              return <AttemptRow key={key} {...props} />;
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  }

  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby={headingId}
      id={`webhook-${endpoint.id}-log`}
      data-testid="webhook-log"
    >
      <Group justify="space-between" gap="xs">
        <Title order={5} id={headingId} ref={heading} tabIndex={-1}>
          {t('webhooks:log.title')}
        </Title>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={refreshing}
          onClick={refresh}
          data-testid="webhook-log-refresh"
        >
          {t('webhooks:log.refresh')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('webhooks:log.intro', { count: WEBHOOK_LIMITS.logSize })}
      </Text>
      {content}
    </Stack>
  );
}
