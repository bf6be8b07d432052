import type { ListingStatistics } from '@app/contract';
import { routePath } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { Anchor, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import { SERIES, SERIES_KEYS } from './counters';

const TABLE_MIN_WIDTH = 760;

/** Professionals: the listings with the most detail views over the range, each linking to its own statistics. */
export function BestListings({
  listings,
  listingCount,
}: {
  listings: ListingStatistics[];
  listingCount: number;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const caption = t('statistics:best.caption');
  return (
    <section aria-labelledby="statistics-best-heading" data-testid="statistics-best">
      <Title order={2} size="h3" mb="xs" id="statistics-best-heading">
        {t('statistics:best.title')}
      </Title>
      <Text mb="sm" data-testid="statistics-listing-count">
        {t('statistics:best.listingCount', { count: listingCount })}
      </Text>
      {listings.length === 0 ? (
        <Text data-testid="statistics-best-empty">{t('statistics:best.empty')}</Text>
      ) : (
        <ScrollTable minWidth={TABLE_MIN_WIDTH} label={caption}>
          <Table striped>
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('statistics:best.listing')}</Table.Th>
                <Table.Th scope="col">{t('statistics:best.project')}</Table.Th>
                {SERIES.map((name) => (
                  <Table.Th key={name} scope="col" ta="right">
                    {t(SERIES_KEYS[name])}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {listings.map((listing) => (
                <Table.Tr
                  key={listing.listingId}
                  data-testid="statistics-best-row"
                  data-vlancode={listing.vlancode}
                >
                  <Table.Th scope="row" fw={400}>
                    <Anchor
                      component={Link}
                      to={routePath('statistics', lang, { vlanCode: listing.vlancode })}
                      aria-label={t('statistics:best.open', {
                        reference: listing.yourReference ?? listing.vlancode,
                      })}
                    >
                      {listing.yourReference ?? listing.vlancode}
                    </Anchor>
                    {listing.yourReference ? (
                      <Text size="xs" c="dimmed">
                        {t('statistics:best.code', { code: listing.vlancode })}
                      </Text>
                    ) : null}
                  </Table.Th>
                  <Table.Td>{listing.projectReference ?? ''}</Table.Td>
                  {SERIES.map((name) => (
                    <Table.Td key={name} ta="right">
                      {formatNumber(listing[name], lang)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </section>
  );
}
