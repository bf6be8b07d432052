import type { Property } from '@app/contract';
import { routePath } from '@app/contract';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { useCurrentLanguage } from '../../../lib/i18n';
import { addressLines, referenceOf } from '../../../lib/property-labels';

/** One listing's statistics: its reference and address, and the way back to all statistics. */
export function ListingHeader({ listing }: { listing: Property }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const address = addressLines(listing, t).join(', ');
  return (
    <Stack gap={4} data-testid="statistics-listing">
      <Title order={2} size="h3" data-testid="statistics-listing-reference">
        {t('statistics:listing.title', { reference: referenceOf(listing) })}
      </Title>
      {address ? <Text data-testid="statistics-listing-address">{address}</Text> : null}
      <Text size="sm" c="dimmed">
        {t('statistics:listing.code', { code: listing.vlancode })}
      </Text>
      <Anchor component={Link} to={routePath('statistics', lang)} size="sm" data-testid="statistics-all-link">
        {t('statistics:listing.all')}
      </Anchor>
    </Stack>
  );
}
