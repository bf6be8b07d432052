import { Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCurrentUser } from '../../lib/auth/current-user';
import { AppDevices } from './components/app-devices';
import { ConnectionResult } from './components/connection-result';
import { ProviderConnections } from './components/provider-connections';
import { PushSubscriptions } from './components/push-subscriptions';
import { PasskeysSection } from './components/passkeys-section';
import { SecurityActivity } from './components/security-activity';
import { UserSessions } from './components/user-sessions';

/**
 * App and Belfius connections (spec section 2): where the user is signed in (issue 51), login
 * providers, then app devices and browsers.
 */
export function ConnectionsPanel() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();

  return (
    <Stack gap="lg" data-testid="connections">
      <Title order={2}>{t('account:connections.title')}</Title>
      <Text>{t('account:connections.intro')}</Text>
      <ConnectionResult />
      {user ? (
        <>
          <PasskeysSection user={user} />
          <Divider />
          <UserSessions user={user} />
          <SecurityActivity user={user} />
          <Divider />
          <ProviderConnections user={user} />
          <Divider />
          <AppDevices user={user} />
          <PushSubscriptions user={user} />
        </>
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}
