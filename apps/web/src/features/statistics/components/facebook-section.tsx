import type { FacebookBoost } from '@app/contract';
import { ORDER_PACKAGES, routePath } from '@app/contract';
import { formatDate, formatNumber } from '@app/i18n';
import { Anchor, Loader, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { Link } from '../../../lib/link';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useFacebookStatistics } from '../api/facebook-statistics';
import { QueryError } from '../../../components/query-error';

const TABLE_MIN_WIDTH = 720;

// From the prices, not the orders' schemas: the screen's first load goes without zod.
const isPackageCode = (code: string): boolean =>
  Object.values(ORDER_PACKAGES).some((packages) => Object.hasOwn(packages, code));

/** Facebook: shares of the user's listings over the last 12 months and the figures of their boosts. */
export function FacebookSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useFacebookStatistics(userId);
  return (
    <section aria-labelledby="statistics-facebook-heading" data-testid="statistics-facebook">
      <Title order={2} size="h3" mb="sm" id="statistics-facebook-heading">
        {t('statistics:facebook.title')}
      </Title>
      {query.isError && !query.data ? (
        <QueryError query={query} testId="statistics-facebook-error" />
      ) : !query.data ? (
        <Loader size="sm" aria-label={t('statistics:facebook.loading')} />
      ) : (
        <Stack gap="sm">
          <Text data-testid="statistics-facebook-shares">
            {t('statistics:facebook.shares', { count: query.data.shares })}
          </Text>
          {query.data.boosts.length === 0 ? (
            <Text data-testid="statistics-facebook-empty">{t('statistics:facebook.empty')}</Text>
          ) : (
            <BoostTable boosts={query.data.boosts} />
          )}
        </Stack>
      )}
    </section>
  );
}

function BoostTable({ boosts }: { boosts: FacebookBoost[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const caption = t('statistics:facebook.caption');
  return (
    <ScrollTable minWidth={TABLE_MIN_WIDTH} label={caption}>
      <Table striped data-testid="statistics-boosts">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('statistics:facebook.listing')}</Table.Th>
            <Table.Th scope="col">{t('statistics:facebook.package')}</Table.Th>
            <Table.Th scope="col">{t('statistics:facebook.orderedAt')}</Table.Th>
            <Table.Th scope="col">{t('statistics:facebook.views')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('statistics:facebook.clicks')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {boosts.map((boost) => {
            const reference = boost.yourReference ?? boost.vlancode;
            const delivered = t('statistics:facebook.delivered', {
              delivered: boost.viewsDelivered,
              bought: boost.viewsBought,
            });
            const percent =
              boost.viewsBought > 0 ? Math.min(100, (boost.viewsDelivered / boost.viewsBought) * 100) : 0;
            return (
              <Table.Tr key={boost.orderId} data-testid="statistics-boost-row">
                <Table.Th scope="row" fw={400}>
                  <Anchor component={Link} to={routePath('statistics', lang, { vlanCode: boost.vlancode })}>
                    {reference}
                  </Anchor>
                </Table.Th>
                <Table.Td>
                  {isPackageCode(boost.package) ? t(`orders:package.${boost.package}`) : boost.package}
                </Table.Td>
                <Table.Td>{formatDate(boost.orderedAt, lang)}</Table.Td>
                <Table.Td miw={180}>
                  <Text size="sm">{delivered}</Text>
                  <Progress value={percent} size="sm" mt={4} aria-label={delivered} />
                </Table.Td>
                <Table.Td ta="right">{formatNumber(boost.clicks, lang)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
