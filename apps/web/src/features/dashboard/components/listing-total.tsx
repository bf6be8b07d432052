import { routePath } from '@app/contract';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { useCurrentLanguage } from '../../../lib/i18n';

/*
 * Apart from listing-summary.tsx: the total comes with the first paint, the charts below it with the
 * lower half (dashboard-page.tsx).
 */

/** The section's heading line: the total and the way to the list. */
export function ListingTotal({ total }: { total: number }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <Group justify="space-between" align="baseline" gap="sm">
      <Text fz="xl" fw={700} data-testid="dashboard-total">
        {t('dashboard:listings.total', { total })}
      </Text>
      <Anchor component={Link} to={routePath('properties', lang)}>
        {t('dashboard:listings.toProperties')}
      </Anchor>
    </Group>
  );
}
