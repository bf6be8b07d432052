import type { Territory, TerritoryProduct } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import { ACTIVATION_COLORS, ACTIVATION_KEYS, periodLabel } from './product-labels';

/** The postcodes held (Pro First cities or valuation zones): state, period, price and contacts. */
export function TerritoryList({
  product,
  territories,
}: {
  product: TerritoryProduct;
  territories: Territory[];
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const caption =
    product === 'proFirst' ? t('products:territory.proFirst.list') : t('products:territory.valuation.list');
  if (territories.length === 0) {
    return (
      <Text data-testid="territories-empty">
        {product === 'proFirst'
          ? t('products:territory.proFirst.empty')
          : t('products:territory.valuation.empty')}
      </Text>
    );
  }
  return (
    <ScrollTable minWidth={720} label={caption}>
      <Table verticalSpacing="sm" data-testid="territories">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('products:territory.column.postcode')}</Table.Th>
            {product === 'valuation' ? <Table.Th>{t('products:territory.column.zoneType')}</Table.Th> : null}
            <Table.Th>{t('products:territory.state')}</Table.Th>
            <Table.Th>{t('products:territory.price')}</Table.Th>
            <Table.Th>
              {product === 'proFirst'
                ? t('products:territory.proFirst.contacts')
                : t('products:territory.valuation.contacts')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {territories.map((territory) => (
            <Table.Tr key={territory.id} data-testid={`territory-${territory.postcode}`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {territory.postcode}
                </Text>
                <Text size="sm" c="dimmed">
                  {territory.cities.join(', ')}
                </Text>
              </Table.Td>
              {product === 'valuation' ? (
                <Table.Td>
                  {territory.zoneType === 'exclusivity'
                    ? t('products:territory.zoneType.exclusivity')
                    : t('products:territory.zoneType.pool')}
                </Table.Td>
              ) : null}
              <Table.Td>
                <Badge color={ACTIVATION_COLORS[territory.activation]} variant="light">
                  {t(ACTIVATION_KEYS[territory.activation])}
                </Badge>
                <Text size="sm" c="dimmed">
                  {periodLabel(territory, t, lang)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('products:summary.perMonth', { price: formatMoney(territory.monthlyPrice) })}
              </Table.Td>
              <Table.Td data-testid="territory-contacts">{territory.contacts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
