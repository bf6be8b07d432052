import type { Span, StatisticsPoint } from '@app/contract';
import { brusselsToday } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { BarChart, LineChart } from '../../../components/charts';
import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCurrentLanguage } from '../../../lib/i18n';
import type { ChartType } from '../statistics-view';
import type { SeriesName } from './counters';
import { themeColor } from '../../../lib/theme-color';
import { SERIES, SERIES_COLORS, SERIES_KEYS } from './counters';
import { periodLabel } from './period-label';

/**
 * One quantity per chart (issue 48), as on the dashboard: how often the listings were shown, and how
 * often someone asked about them. Search appearances are many times the rest: on one axis the
 * requests lay flat.
 */
const FAMILIES = [
  { id: 'reach', title: 'statistics:chart.reach', series: ['searchAppearances', 'detailViews'] },
  { id: 'response', title: 'statistics:chart.response', series: ['mails', 'phoneRequests', 'contacts'] },
] as const satisfies ReadonlyArray<{ id: string; title: string; series: readonly SeriesName[] }>;

const DAYS_OF: Record<Exclude<Span, 'month'>, number> = { day: 1, week: 7 };
const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
const daysInMonth = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, index!, 0)).getUTCDate();
};

/**
 * A period the chart cannot show whole: the range cuts it (a month from the 5th), or it is not over
 * (today, this week, this month). Its bar or point is not comparable with the others.
 */
export function isPartialPeriod(point: StatisticsPoint, span: Span, today: string): boolean {
  if (point.end >= today) return true;
  const full = span === 'month' ? daysInMonth(point.period) : DAYS_OF[span];
  return daysBetween(point.start, point.end) < full;
}

/**
 * The series as line or bar charts, one per quantity, each with its named axis and whole-number ticks;
 * a partial period is marked with an asterisk and a note. The charts are hidden from assistive
 * technology: the table under them holds the same figures. The checkboxes are the legend (a colour per
 * series) and choose the series drawn.
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
  const lang = useCurrentLanguage();
  const today = brusselsToday();
  const partial = series.map((point) => isPartialPeriod(point, span, today));
  const data = series.map((point, index) => ({
    ...point,
    label: `${periodLabel(point.period, span, lang, t, { short: true })}${partial[index] ? '*' : ''}`,
  }));
  const families = FAMILIES.map((family) => ({
    ...family,
    drawn: family.series
      .filter((name) => shown.includes(name))
      .map((name) => ({ name, label: t(SERIES_KEYS[name]), color: SERIES_COLORS[name] })),
  })).filter((family) => family.drawn.length > 0);

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
        <SimpleGrid cols={{ base: 1, lg: families.length }} spacing="lg">
          {families.map((family) => {
            const props = {
              h: 280,
              data,
              dataKey: 'label',
              series: family.drawn,
              // The quantity's name is the chart's title and its axis's; counts tick in whole numbers.
              yAxisLabel: t(family.title),
              yAxisWidth: 64,
              valueFormatter: (value: number) => formatNumber(value, lang),
            } as const;
            return (
              <div key={family.id} data-testid={`statistics-chart-${family.id}`}>
                <Text fw={600} size="sm" mb={4}>
                  {t(family.title)}
                </Text>
                {chart === 'bar' ? (
                  <BarChart {...props} />
                ) : (
                  <LineChart
                    {...props}
                    // Contacts dashed: where they equal the e-mails, the two lines lie on each other.
                    series={family.drawn.map((line) =>
                      line.name === 'contacts' ? { ...line, strokeDasharray: '6 4' } : line,
                    )}
                    withDots={series.length <= 31}
                  />
                )}
              </div>
            );
          })}
        </SimpleGrid>
      </div>
      {partial.some(Boolean) ? (
        <Text size="sm" c="dimmed" data-testid="statistics-partial">
          {t('statistics:chart.partial')}
        </Text>
      ) : null}
    </Stack>
  );
}
