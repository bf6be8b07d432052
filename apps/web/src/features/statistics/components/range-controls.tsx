import type { Span } from '@app/contract';
import { addDays, SPANS, STATISTICS_PRESETS, STATISTICS_RANGE_MAX_DAYS } from '@app/contract';
import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { DatePickerInput } from '@mantine/dates';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useCurrentLanguage } from '../../../lib/i18n';
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
const CHART_KEYS: Record<ChartType, string> = {
  line: 'statistics:chart.line',
  bar: 'statistics:chart.bar',
};

/** The picker allows at most this many days after (or before) the first day picked. */
const LONGEST = STATISTICS_RANGE_MAX_DAYS - 1;

/**
 * The range (a preset or a custom range from the date-range picker), the span and the chart type.
 * A custom range is applied once both days are picked; while picking, the days beyond the longest
 * range the server accepts are disabled.
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
  const lang = useCurrentLanguage();
  const spanLabel = useId();
  const chartLabel = useId();
  const [picked, setPicked] = useState<DatesRangeValue<string>>([view.from || null, view.to || null]);
  useEffect(() => setPicked([view.from || null, view.to || null]), [view.from, view.to]);

  const [first, second] = picked;
  const picking = first !== null && second === null;
  const maxDate = picking && addDays(first, LONGEST) < today ? addDays(first, LONGEST) : today;
  const minDate = picking ? addDays(first, -LONGEST) : undefined;

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
          <DatePickerInput
            type="range"
            label={t('statistics:range.picker')}
            placeholder={t('statistics:range.pickerPlaceholder')}
            locale={lang}
            valueFormat="D MMM YYYY"
            value={picked}
            onChange={(value) => {
              setPicked(value);
              const [from, to] = value;
              if (from && to) onChange({ from, to });
            }}
            allowSingleDateInRange
            {...(minDate ? { minDate } : {})}
            maxDate={maxDate}
            ariaLabels={{
              previousMonth: t('statistics:range.previousMonth'),
              nextMonth: t('statistics:range.nextMonth'),
              previousYear: t('statistics:range.previousYear'),
              nextYear: t('statistics:range.nextYear'),
              previousDecade: t('statistics:range.previousDecade'),
              nextDecade: t('statistics:range.nextDecade'),
              monthLevelControl: t('statistics:range.monthLevel'),
              yearLevelControl: t('statistics:range.yearLevel'),
            }}
            w={{ base: '100%', xs: 300 }}
            data-testid="statistics-picker"
          />
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
