import type { Connection, CurrentUser } from '@app/contract';
import { ERR } from '@app/contract';
import { formatDate } from '@app/i18n';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useLanguage } from '../../../lib/language';
import { errorMessageKey } from '../../../lib/i18n';
import { useConnectProvider } from '../api/connect-provider';
import { useConnections } from '../api/connections';
import { PROVIDER_NAMES } from '../provider-names';
import { redirectTo } from '../redirect';
import { confirmAction } from './confirm';
import { ProviderIcon } from './provider-icon';
import { QueryError } from '../../../components/query-error';
import { settle } from '../../../lib/settle';

/** Facebook, Google and Belfius: linked or not, link (through the provider) and unlink. */
export function ProviderConnections({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const connections = useConnections(user.id);

  let content;
  if (connections.isError && !connections.data) {
    content = <QueryError query={connections} testId="connections-load-error" />;
  } else if (!connections.data) {
    content = <Loader size="sm" aria-label={t('common:loading')} />;
  } else {
    content = (
      <Stack gap="sm">
        {connections.data.map((connection) => (
          <ProviderRow key={connection.provider} connection={connection} userId={user.id} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="connections-providers">
      <Title order={3}>{t('account:connections.providersTitle')}</Title>
      <Text>{t('account:connections.providersIntro')}</Text>
      {content}
    </Stack>
  );
}

function ProviderRow({ connection, userId }: { connection: Connection; userId: number }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const connect = useConnectProvider();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { provider } = connection;
  const name = PROVIDER_NAMES[provider];
  const testId = `connection-${provider}`;
  const statusId = `${testId}-status`;

  const failed = (failure: unknown) => setError(errorMessageKey(failure, i18n));

  const link = () => {
    setError(null);
    return settle(connect.mutateAsync({ userId, provider, action: 'link' }), {
      done: (result) => {
        if (!result.data.redirectUrl) {
          // A link always goes through the provider; without its address there is nothing to link.
          setError(ERR.providerUnavailable);
          return;
        }
        setLeaving(true);
        redirectTo(result.data.redirectUrl);
      },
      failed,
    });
  };

  const unlink = () => {
    setError(null);
    return settle(connect.mutateAsync({ userId, provider, action: 'unlink' }), {
      done: () =>
        notifications.show({
          color: 'green',
          message: t('account:connections.unlinked', { provider: name }),
          'data-testid': `${testId}-unlinked`,
        }),
      failed,
    });
  };

  const askUnlink = () =>
    confirmAction(t, {
      title: t('account:connections.unlinkTitle', { provider: name }),
      body: t('account:connections.unlinkBody', { provider: name }),
      confirmLabel: t('account:connections.unlink'),
      testId: `${testId}-unlink-confirm`,
      onConfirm: () => void unlink(),
    });

  let status: string;
  if (!connection.available) status = t('account:connections.unavailable');
  else if (connection.linked) {
    const since = connection.linkedAt ? formatDate(connection.linkedAt, lang) : null;
    status = connection.email
      ? t('account:connections.linkedWithEmail', { date: since ?? '—', email: connection.email })
      : t('account:connections.linked', { date: since ?? '—' });
  } else if (connection.revoked) status = t('account:connections.revoked');
  else status = t('account:connections.notLinked');

  const busy = connect.isPending || leaving;

  return (
    <Paper withBorder p="md" radius="md" data-testid={testId} data-linked={connection.linked}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Group gap="xs" wrap="nowrap">
              <ProviderIcon provider={provider} />
              <Text fw={600}>{name}</Text>
            </Group>
            <Text
              size="sm"
              c={connection.available ? undefined : 'dimmed'}
              id={statusId}
              data-testid={statusId}
            >
              {status}
            </Text>
          </Stack>
          {connection.linked ? (
            <Button
              variant="light"
              color="red"
              onClick={askUnlink}
              loading={busy}
              leftSection={<IconUnlink aria-hidden="true" size={18} />}
              aria-describedby={statusId}
              data-testid={`${testId}-unlink`}
            >
              {t('account:connections.unlinkNamed', { provider: name })}
            </Button>
          ) : (
            <Button
              variant={connection.available ? 'filled' : 'default'}
              onClick={() => void link()}
              loading={busy}
              disabled={!connection.available}
              leftSection={<IconLink aria-hidden="true" size={18} />}
              aria-describedby={statusId}
              data-testid={`${testId}-link`}
            >
              {connection.revoked
                ? t('account:connections.reconnect', { provider: name })
                : t('account:connections.linkNamed', { provider: name })}
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" data-testid={`${testId}-error`}>
            {t(error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
