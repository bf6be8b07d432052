import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { MarketComparison } from '../../../components/market-comparison';
import { QueryError } from '../../../components/query-error';
import { useListingMarket } from '../api/listing-market';

/**
 * One listing's statistics, lower down: the listing against its similar listings (issue 50, decision
 * 086). Loaded after the screen's first paint with its catalog (statistics-page.tsx). A listing the
 * market job has not measured (not online, or online since today) says so in a line.
 */
export function ListingMarket({ userId, listingId }: { userId: number; listingId: number }) {
  const { t } = useTranslation();
  const market = useListingMarket(userId, listingId);
  if (market.isError) return <QueryError query={market} testId="statistics-market-error" />;
  if (market.data === undefined) {
    return <Loader size="sm" aria-label={t('common:loading')} data-testid="statistics-market-loading" />;
  }
  if (market.data === null) {
    return (
      <Stack gap="xs" component="section" aria-labelledby="statistics-market-heading">
        <Title order={2} size="h3" id="statistics-market-heading">
          {t('market:title')}
        </Title>
        <Text data-testid="statistics-market-none">{t('market:notMeasured')}</Text>
      </Stack>
    );
  }
  return <MarketComparison comparison={market.data} headingOrder={2} />;
}
