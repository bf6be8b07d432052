import type { Span } from '@app/contract';
import { SPANS, STATISTICS_PRESETS } from '@app/contract';
import { Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@app/i18n/react';
import type { ChartType, RangeChoice, StatisticsView } from '../statistics-view';
import { CHART_TYPES } from '../statistics-view';

/** Literal keys: the i18n check finds every key in the source. */
const RANGE_KEYS: Record<RangeChoice, string> = {
  last7Days: 'statistics:range.last7Days',
  last30Days: 'statistics:range.last30Days',
  thisMonth: 'statistics:range.thisMonth',
  lastMonth: 'statistics:range.lastMonth',
  thisYear: 'statistics:range.thisYear',
  last12Months: 'statistics:range.last12Months',
  custom: 'statistics:range.custom',
};
const SPAN_KEYS: Record<Span, string> = {
  day: 'statistics:span.day',
  week: 'statistics:span.week',
  month: 'statistics:span.month',
};
const CustomRangePicker = lazy(() => import('./custom-range-picker'));
const PICKER_WIDTH = { base: '100%', xs: 300 };

const CHART_KEYS: Record<ChartType, string> = {
  line: 'statistics:chart.line',
  bar: 'statistics:chart.bar',
};

/**
 * The range (a preset or a custom range from the date-range picker), the span and the chart type.
 * A custom range is applied once both days are picked (custom-range-picker.tsx).
 */
export function RangeControls({
  view,
  today,
  onChange,
}: {
  view: StatisticsView;
  today: string;
  onChange: (update: Partial<StatisticsView>) => void;
}) {
  const { t } = useTranslation();
  const spanLabel = useId();
  const chartLabel = useId();

  return (
    <Stack gap="sm" data-testid="statistics-controls">
      <Group align="flex-end" gap="md" wrap="wrap">
        {/* The phone's own picker: no floating list's code in the page's takeover (issue 49). */}
        <NativeSelect
          label={t('statistics:range.label')}
          data={[...STATISTICS_PRESETS, 'custom' as const].map((value) => ({
            value,
            label: t(RANGE_KEYS[value]),
          }))}
          value={view.range}
          onChange={(event) => onChange({ range: event.currentTarget.value as RangeChoice })}
          w={{ base: '100%', xs: 240 }}
          data-testid="statistics-range"
        />
        {view.range === 'custom' ? (
          // The date-range picker (Mantine's dates, dayjs) loads when a custom range is chosen: most
          // visits use a preset (issue 49). Until it is in, a field of its size and name holds its place.
          <Suspense
            fallback={
              <TextInput
                label={t('statistics:range.picker')}
                placeholder={t('statistics:range.pickerPlaceholder')}
                disabled
                w={PICKER_WIDTH}
              />
            }
          >
            <CustomRangePicker view={view} today={today} onChange={onChange} width={PICKER_WIDTH} />
          </Suspense>
        ) : null}
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={spanLabel}>
            {t('statistics:span.label')}
          </Text>
          <SegmentedControl
            aria-labelledby={spanLabel}
            data={SPANS.map((value) => ({ value, label: t(SPAN_KEYS[value]) }))}
            value={view.span}
            onChange={(value) => onChange({ span: value as Span })}
            data-testid="statistics-span"
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={chartLabel}>
            {t('statistics:chart.label')}
          </Text>
          <SegmentedControl
            aria-labelledby={chartLabel}
            data={CHART_TYPES.map((value) => ({ value, label: t(CHART_KEYS[value]) }))}
            value={view.chart}
            onChange={(value) => onChange({ chart: value as ChartType })}
            data-testid="statistics-chart-type"
          />
        </Stack>
      </Group>
    </Stack>
  );
}
