import type { ValuationDetail } from '@app/contract';
import { formatDate, formatMoney } from '@app/i18n';
import { LineChart } from '../../../components/charts';
import { Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { QueryError } from '../../../components/query-error';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import { useValuation } from '../api/valuations';
import { EstimateSummary } from './estimate-summary';
import { addressOf, CONDITION_KEYS } from './valuation-labels';

/** One estimate in a dialog: the value, the request, the comparables used and the history. */
export function ValuationDetailModal({
  userId,
  id,
  onClose,
}: {
  userId: number;
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useValuation(userId, id);
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={
        query.data
          ? t('valuations:detail.title', { address: addressOf(query.data) })
          : t('valuations:list.title')
      }
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="valuation-detail"
    >
      {query.data ? (
        <Detail valuation={query.data} />
      ) : query.isError ? (
        <QueryError query={query} testId="valuation-detail-error" />
      ) : (
        <Loader size="sm" aria-label={t('common:loading')} />
      )}
    </Modal>
  );
}

function Detail({ valuation }: { valuation: ValuationDetail }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <Stack gap="md">
      <EstimateSummary estimate={valuation.estimate} />
      <Text size="sm">
        {t('valuations:estimate.summary', {
          type: t(`lookups:propertyType.${valuation.propertyType}`),
          surface: valuation.livableSurface,
          bedrooms: valuation.bedrooms,
        })}
        {valuation.buildYear ? ` · ${valuation.buildYear}` : ''}
        {valuation.condition ? ` · ${t(CONDITION_KEYS[valuation.condition])}` : ''}
      </Text>
      <Text size="sm" c="dimmed" data-testid="valuation-consent-state">
        {t(valuation.consentToContact ? 'valuations:detail.consentOn' : 'valuations:detail.consentOff')}
      </Text>
      <Title order={3} size="h4">
        {t('valuations:detail.comparables')}
      </Title>
      {valuation.comparables.length === 0 ? (
        <Text size="sm">{t('valuations:detail.noComparables')}</Text>
      ) : (
        <ScrollTable minWidth={640} label={t('valuations:detail.comparables')}>
          <Table data-testid="valuation-comparables">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('valuations:detail.listing')}</Table.Th>
                <Table.Th>{t('valuations:detail.place')}</Table.Th>
                <Table.Th>{t('valuations:detail.price')}</Table.Th>
                <Table.Th>{t('valuations:detail.surface')}</Table.Th>
                <Table.Th>{t('valuations:detail.perM2')}</Table.Th>
                <Table.Th>{t('valuations:detail.distance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {valuation.comparables.map((comparable) => (
                <Table.Tr key={comparable.vlancode} data-testid="valuation-comparable">
                  <Table.Td>{comparable.vlancode}</Table.Td>
                  <Table.Td>{[comparable.postcode, comparable.city].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>{formatMoney(comparable.price)}</Table.Td>
                  <Table.Td>{comparable.livableSurface} m²</Table.Td>
                  <Table.Td>{formatMoney(comparable.pricePerM2)}</Table.Td>
                  <Table.Td>{t('valuations:detail.km', { km: comparable.distanceKm })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Title order={3} size="h4">
        {t('valuations:detail.history')}
      </Title>
      {valuation.history.filter((estimate) => estimate.value !== null).length >= 2 ? (
        // A picture of the table below, which holds the same figures for assistive technology.
        <div aria-hidden="true">
          <LineChart
            h={180}
            data={valuation.history
              .filter((estimate) => estimate.value !== null)
              .map((estimate) => ({ date: formatDate(estimate.estimatedOn, lang), value: estimate.value }))}
            dataKey="date"
            series={[{ name: 'value', label: t('valuations:estimate.value'), color: 'blue.6' }]}
            yAxisLabel={t('valuations:estimate.value')}
            // An amount: the axis spans the estimates, so that a change of a few percent shows.
            counts={false}
            yAxisWidth={88}
            valueFormatter={(value) => formatMoney(value)}
            data-testid="valuation-history-chart"
          />
        </div>
      ) : null}
      <Table data-testid="valuation-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('valuations:detail.date')}</Table.Th>
            <Table.Th>{t('valuations:estimate.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {valuation.history.map((estimate) => (
            <Table.Tr key={estimate.estimatedOn}>
              <Table.Td>{formatDate(estimate.estimatedOn, lang)}</Table.Td>
              <Table.Td>
                {estimate.value === null ? t('valuations:detail.notEnough') : formatMoney(estimate.value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
