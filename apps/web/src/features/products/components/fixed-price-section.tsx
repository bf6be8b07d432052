import type { FixedPriceState } from '@app/contract';
import {
  FIXED_PRICE_PACKAGE_RANGE,
  fixedPriceQuota,
  mayOrderProduct,
  orderPackagePrice,
  OVERRUN_CENTS_PER_PROPERTY_PER_DAY,
  productPackagesOf,
} from '@app/contract';
import { formatMoney } from '@app/i18n';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import { ACTIVATION_COLORS, ACTIVATION_KEYS, periodLabel } from './product-labels';

/**
 * Fixed-price packages (10 to 1000 properties) and the contract overrun: the agency's package with
 * its quota and what the listings above it cost per day, then every package with its price.
 */
export function FixedPriceSection({ state, onOrder }: { state: FixedPriceState; onOrder: () => void }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const { contract } = state;
  const overrun = formatMoney(OVERRUN_CENTS_PER_PROPERTY_PER_DAY / 100);
  return (
    <Stack gap="sm" data-testid="fixed-price">
      <Title order={2} size="h3">
        {t('products:fixedPrice.title')}
      </Title>
      <Text size="sm">
        {t('products:fixedPrice.intro', {
          min: FIXED_PRICE_PACKAGE_RANGE.min,
          max: FIXED_PRICE_PACKAGE_RANGE.max,
          overrun,
        })}
      </Text>
      {contract ? (
        <Card withBorder data-testid="fixed-price-contract">
          <Group justify="space-between">
            <Text fw={700}>{t('products:fixedPrice.yours', { properties: contract.properties })}</Text>
            <Badge color={ACTIVATION_COLORS[contract.activation]} variant="light">
              {t(ACTIVATION_KEYS[contract.activation])}
            </Badge>
          </Group>
          <Text size="sm" mt="xs">
            {t('products:summary.perMonth', { price: formatMoney(contract.monthlyPrice) })} ·{' '}
            {periodLabel(contract, t, lang)}
          </Text>
          <Text size="sm" mt="xs" data-testid="fixed-price-online">
            {t('products:fixedPrice.online', {
              online: state.onlineListings,
              properties: contract.properties,
            })}
          </Text>
          {state.aboveQuota > 0 ? (
            <Alert color="orange" mt="sm" data-testid="fixed-price-overrun">
              {t('products:fixedPrice.overrun', {
                count: state.aboveQuota,
                overrun,
                perDay: formatMoney(state.overrunPerDay),
              })}
            </Alert>
          ) : null}
        </Card>
      ) : (
        <Text size="sm" c="dimmed" data-testid="fixed-price-none">
          {t('products:fixedPrice.none', { online: state.onlineListings })}
        </Text>
      )}
      <ScrollTable minWidth={420} label={t('products:fixedPrice.table')}>
        <Table data-testid="fixed-price-packages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('products:fixedPrice.properties')}</Table.Th>
              <Table.Th>{t('products:summary.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {productPackagesOf('fixedPrice').map((code) => {
              return (
                <Table.Tr key={code}>
                  <Table.Td>
                    {t('products:fixedPrice.upTo', { properties: fixedPriceQuota(code) ?? 0 })}
                  </Table.Td>
                  <Table.Td>
                    {t('products:summary.perMonth', {
                      price: formatMoney(orderPackagePrice('product', code) ?? 0),
                    })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {mayOrderProduct('fixedPrice', contract?.activation) ? (
        <Group>
          <Button onClick={onOrder} data-testid="fixed-price-order">
            {t('products:fixedPrice.order')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
