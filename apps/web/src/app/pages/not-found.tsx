import { routePath } from '@app/contract';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../lib/link';
import { useLanguage } from '../../lib/language';
import { usePageTitle } from '../../lib/page-title';

/** A path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('common:notFound.title');
  usePageTitle(title);
  return (
    <Stack gap="sm" data-testid="not-found">
      <Title order={1}>{title}</Title>
      <Text>{t('common:notFound.body')}</Text>
      <div>
        <Anchor component={Link} to={routePath('profile', lang)}>
          {t('common:toDashboard')}
        </Anchor>
      </div>
    </Stack>
  );
}

export default NotFoundPage;
