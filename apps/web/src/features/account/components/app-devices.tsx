import type { CurrentUser, Device } from '@app/contract';
import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { errorMessageKey } from '../../../lib/i18n';
import { useDevices } from '../api/devices';
import { useIsAppUser } from '../api/is-app-user';
import { useRevokeDevice } from '../api/revoke-device';
import { confirmAction } from './confirm';
import { DeviceList } from './device-list';
import { QueryError } from '../../../components/query-error';
import { settle } from '../../../lib/settle';

/** App devices: the portal's own app and the Belfius app, each device revocable (spec section 4). */
export function AppDevices({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation();
  const devices = useDevices(user.id);
  const isAppUser = useIsAppUser(user.id);
  const revoke = useRevokeDevice();
  const [error, setError] = useState<string | null>(null);

  const doRevoke = (device: Device) => {
    setError(null);
    return settle(revoke.mutateAsync({ userId: user.id, id: device.id, clientId: device.clientId }), {
      done: () =>
        notifications.show({
          color: 'green',
          message: t('account:devices.revoked', { device: device.device }),
          'data-testid': `device-${device.id}-revoked`,
        }),
      failed: (failure) => setError(errorMessageKey(failure, i18n)),
    });
  };

  const askRevoke = (device: Device) =>
    confirmAction(t, {
      title: t('account:devices.revokeTitle'),
      body: t('account:devices.revokeBody', { device: device.device }),
      confirmLabel: t('account:devices.revoke'),
      testId: 'device-revoke-confirm',
      onConfirm: () => void doRevoke(device),
    });

  const revoking = revoke.isPending ? (revoke.variables?.id ?? null) : null;

  let lists;
  if (devices.isError && !devices.data) {
    lists = <QueryError query={devices} testId="devices-load-error" />;
  } else if (!devices.data) {
    lists = <Loader size="sm" aria-label={t('common:loading')} />;
  } else {
    lists = (
      <Stack gap="lg">
        <DeviceList
          title={t('account:devices.app')}
          devices={devices.data.app}
          testId="devices-app"
          onRevoke={askRevoke}
          revoking={revoking}
        />
        <DeviceList
          title={t('account:devices.bank')}
          devices={devices.data.bank}
          testId="devices-bank"
          onRevoke={askRevoke}
          revoking={revoking}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="devices">
      <Title order={3}>{t('account:devices.title')}</Title>
      <Text>{t('account:devices.intro')}</Text>
      {isAppUser.data !== undefined && (
        <Group gap="xs" data-testid="app-user" data-app-user={isAppUser.data}>
          <IconDeviceMobile aria-hidden="true" size={18} />
          {isAppUser.data ? (
            <Badge color="green" variant="light">
              {t('account:devices.appUser')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('account:devices.notAppUser')}
            </Text>
          )}
        </Group>
      )}
      {error && (
        <Alert color="red" data-testid="devices-error">
          {t(error)}
        </Alert>
      )}
      {lists}
    </Stack>
  );
}
