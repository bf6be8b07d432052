import type { Language, SellerReport } from '@app/contract';
import type { TFunction } from '@app/i18n';
import { formatCalendarDay } from '@app/i18n';
import { useTranslation } from '@app/i18n/react';
import { Stack, Table, Text, Title } from '@mantine/core';
import { listingPrice } from '../../../lib/listing-words';

/** A price of the report's listing in words: per month for a rent, "on request" for none. */
export const reportPrice = (
  price: number | null,
  transactionType: SellerReport['listing']['transactionType'],
  t: TFunction,
): string =>
  listingPrice({ price, transactionType }, t, {
    onRequest: 'sellerReport:priceOnRequest',
    perMonth: 'sellerReport:pricePerMonth',
  });

/**
 * The listing's price changes since it went online, the oldest first (decision 085). Three narrow
 * columns whose cells wrap: at 375 px a rent's "€ 1.250 per maand" takes two lines rather than
 * scrolling or being cut off. A listing never online has no such history: the section is left out.
 */
export function PriceChanges({ report, lang }: { report: SellerReport; lang: Language }) {
  const { t } = useTranslation();
  if (report.market.onlineDate === null) return null;
  const { transactionType } = report.listing;
  const title = (
    <Title order={2} size="h3" id="seller-report-price-changes">
      {t('sellerReport:priceChangesTitle')}
    </Title>
  );
  if (report.priceChanges.length === 0) {
    return (
      <Stack gap="xs" component="section" aria-labelledby="seller-report-price-changes">
        {title}
        <Text data-testid="seller-report-no-price-changes">{t('sellerReport:noPriceChanges')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="seller-report-price-changes">
      {title}
      <Table
        withTableBorder
        maw={560}
        aria-labelledby="seller-report-price-changes"
        data-testid="seller-report-price-changes"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sellerReport:changedOn')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('sellerReport:oldPrice')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('sellerReport:newPrice')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.priceChanges.map((change, index) => (
            // Two changes may fall on one day: the position keeps them apart.
            <Table.Tr key={`${change.changedOn}-${index}`}>
              <Table.Th scope="row" fw="normal">
                {formatCalendarDay(change.changedOn, lang)}
              </Table.Th>
              <Table.Td ta="end">{reportPrice(change.oldPrice, transactionType, t)}</Table.Td>
              <Table.Td ta="end" fw={600}>
                {reportPrice(change.newPrice, transactionType, t)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
