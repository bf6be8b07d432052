import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../lib/language';
import { routeTitleKey, usePageTitle } from '../../lib/page-title';

/** Every named route for now: its title and one honest sentence that it is not available yet. */
export function NotAvailablePage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const title = route ? t(routeTitleKey(route.name)) : t('common:notFound.title');
  usePageTitle(title);
  return (
    <Stack gap="sm" data-testid="not-available">
      <Title order={1}>{title}</Title>
      <Text>{t('common:notAvailable')}</Text>
    </Stack>
  );
}

export default NotAvailablePage;
