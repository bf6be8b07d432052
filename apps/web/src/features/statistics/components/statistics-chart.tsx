import type { Span, StatisticsPoint } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { BarChart, LineChart } from '../../../components/charts';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../../../lib/i18n';
import type { ChartType } from '../statistics-view';
import type { SeriesName } from './counters';
import { themeColor } from '../../../lib/theme-color';
import { SERIES, SERIES_COLORS, SERIES_KEYS } from './counters';
import { periodLabel } from './period-label';

/**
 * The series as a line or bar chart. The chart is hidden from assistive technology: the table under
 * it holds the same figures. The checkboxes are the legend (a colour per series) and choose the series
 * drawn; search appearances are many times the others, so they get the right-hand axis.
 */
export function StatisticsChart({
  series,
  span,
  chart,
  shown,
  onShownChange,
}: {
  series: StatisticsPoint[];
  span: Span;
  chart: ChartType;
  shown: readonly SeriesName[];
  onShownChange: (shown: SeriesName[]) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const data = series.map((point) => ({
    ...point,
    label: periodLabel(point.period, span, lang, t, { short: true }),
  }));
  const drawn = SERIES.filter((name) => shown.includes(name)).map((name) => ({
    name,
    label: t(SERIES_KEYS[name]),
    color: SERIES_COLORS[name],
    ...(name === 'searchAppearances' ? { yAxisId: 'right' } : {}),
  }));
  const common = {
    h: 300,
    data,
    dataKey: 'label',
    series: drawn,
    withRightYAxis: shown.includes('searchAppearances'),
    accessibilityLayer: false,
    valueFormatter: (value: number) => formatNumber(value, lang),
  } as const;

  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={t('statistics:chart.seriesLabel')}
        value={[...shown]}
        onChange={(value) => onShownChange(SERIES.filter((name) => value.includes(name)))}
        data-testid="statistics-series-toggles"
      >
        <Group gap="md" mt={4}>
          {SERIES.map((name) => (
            <Checkbox
              key={name}
              value={name}
              label={
                <Group gap={6} wrap="nowrap" component="span">
                  <span
                    aria-hidden="true"
                    style={{
                      width: 14,
                      height: 4,
                      borderRadius: 2,
                      background: themeColor(SERIES_COLORS[name]),
                    }}
                  />
                  <Text size="sm" component="span">
                    {t(SERIES_KEYS[name])}
                  </Text>
                </Group>
              }
              data-testid={`statistics-series-${name}`}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <div aria-hidden="true" data-testid="statistics-chart" data-chart={chart}>
        {chart === 'bar' ? (
          <BarChart {...common} />
        ) : (
          <LineChart {...common} curveType="monotone" withDots={series.length <= 31} />
        )}
      </div>
    </Stack>
  );
}
