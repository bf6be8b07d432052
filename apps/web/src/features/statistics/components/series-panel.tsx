import type { Span, StatisticsSeries } from '@app/contract';
import { formatDate } from '@app/i18n';
import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../../../lib/i18n';
import type { ChartType, StatisticsRange } from '../statistics-view';
import type { SeriesName } from './counters';
import { SERIES } from './counters';
import { ExportButton } from './export-button';
import { StatisticsChart } from './statistics-chart';
import { StatisticsTable } from './statistics-table';
import { QueryError } from '../../../components/query-error';

/**
 * A series over the range: loading, error (with retry) or the figures; all zeros says so and still
 * shows the chart and table of zeros. The download gives the same range, span and listing.
 */
export function SeriesPanel({
  query,
  range,
  span,
  chart,
  vlancode,
}: {
  query: UseQueryResult<StatisticsSeries>;
  range: StatisticsRange;
  span: Span;
  chart: ChartType;
  vlancode: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const [shown, setShown] = useState<SeriesName[]>([...SERIES]);

  if (query.isError && !query.data) {
    return <QueryError query={query} testId="statistics-error" />;
  }
  if (!query.data) {
    return <Loader size="sm" aria-label={t('statistics:loading')} data-testid="statistics-loading" />;
  }
  const statistics = query.data;
  const period = {
    start: formatDate(statistics.filterStart, lang),
    end: formatDate(statistics.filterEnd, lang),
  };
  const empty = SERIES.every((name) => statistics.totals[name] === 0);

  return (
    <section aria-labelledby="statistics-figures-heading" data-testid="statistics-figures">
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Title order={2} size="h3" id="statistics-figures-heading">
          {t('statistics:figures.title')}
        </Title>
        <ExportButton range={range} span={span} vlancode={vlancode} />
      </Group>
      <Paper withBorder p="md">
        <Stack gap="md" aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.6 : 1}>
          <Text fw={600} role="status" data-testid="statistics-period">
            {t('statistics:figures.period', period)}
          </Text>
          {empty ? <Text data-testid="statistics-empty">{t('statistics:figures.empty')}</Text> : null}
          <StatisticsChart
            series={statistics.series}
            span={statistics.span}
            chart={chart}
            shown={shown}
            onShownChange={setShown}
          />
          <StatisticsTable statistics={statistics} caption={t('statistics:table.caption', period)} />
        </Stack>
      </Paper>
    </section>
  );
}
