import { Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCurrentUser } from '../../lib/auth/current-user';
import { DeleteAccount } from './components/delete-account';
import { PersonalDataExport } from './components/personal-data-export';
import { PersonalDataView } from './components/personal-data-view';

/**
 * Personal data (spec section 2): export, consult what is stored, delete the account. The export comes
 * first because the consult list can be long; deletion stays last, away from everyday actions.
 */
export function PersonalDataPanel() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();

  return (
    <Stack gap="lg" data-testid="personal-data">
      <Title order={2}>{t('account:data.title')}</Title>
      <Text>{t('account:data.intro')}</Text>
      {user ? (
        <>
          <PersonalDataExport />
          <Divider />
          <PersonalDataView userId={user.id} />
          <Divider />
          <DeleteAccount email={user.userInfo.email} />
        </>
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}
