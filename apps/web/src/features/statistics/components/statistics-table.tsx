import type { Span, StatisticsSeries } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { Table } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { ScrollTable } from '../../../components/scroll-table';
import { useCurrentLanguage } from '../../../lib/i18n';
import { SERIES, SERIES_KEYS } from './counters';
import { periodLabel } from './period-label';

const TABLE_MIN_WIDTH = 640;

/** The chart's figures as a table, one row per period and a totals row: the chart's text alternative. */
export function StatisticsTable({ statistics, caption }: { statistics: StatisticsSeries; caption: string }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const span: Span = statistics.span;
  return (
    <ScrollTable minWidth={TABLE_MIN_WIDTH} label={caption}>
      <Table striped data-testid="statistics-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('statistics:table.period')}</Table.Th>
            {SERIES.map((name) => (
              <Table.Th key={name} scope="col" ta="right">
                {t(SERIES_KEYS[name])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statistics.series.map((point) => (
            <Table.Tr key={point.period} data-period={point.period} data-testid="statistics-row">
              <Table.Th scope="row" fw={400}>
                {periodLabel(point.period, span, lang, t)}
              </Table.Th>
              {SERIES.map((name) => (
                <Table.Td key={name} ta="right">
                  {formatNumber(point[name], lang)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="statistics-totals">
            <Table.Th scope="row">{t('statistics:table.total')}</Table.Th>
            {SERIES.map((name) => (
              <Table.Td key={name} ta="right" fw={700}>
                {formatNumber(statistics.totals[name], lang)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}
