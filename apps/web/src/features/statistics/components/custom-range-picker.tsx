import type { TextInputProps } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { DatePickerInput } from '@mantine/dates';
import { addDays, STATISTICS_RANGE_MAX_DAYS } from '@app/contract';
import { useTranslation } from '@app/i18n/react';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { useEffect, useState } from 'react';
import { useCurrentLanguage } from '../../../lib/i18n';
import type { StatisticsView } from '../statistics-view';

/** The picker allows at most this many days after (or before) the first day picked. */
const LONGEST = STATISTICS_RANGE_MAX_DAYS - 1;

/**
 * The custom range's date-range picker, in its own chunk (range-controls.tsx). The range is applied
 * once both days are picked; while picking, the days beyond the longest range the server accepts
 * are disabled.
 */
export default function CustomRangePicker({
  view,
  today,
  onChange,
  width,
}: {
  view: StatisticsView;
  today: string;
  onChange: (update: Partial<StatisticsView>) => void;
  /** The width of the field that held its place. */
  width: TextInputProps['w'];
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const [picked, setPicked] = useState<DatesRangeValue<string>>([view.from || null, view.to || null]);
  useEffect(() => setPicked([view.from || null, view.to || null]), [view.from, view.to]);

  const [first, second] = picked;
  const picking = first !== null && second === null;
  const maxDate = picking && addDays(first, LONGEST) < today ? addDays(first, LONGEST) : today;
  const minDate = picking ? addDays(first, -LONGEST) : undefined;

  return (
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
      // Mantine's red weekend days are below the contrast WCAG asks for.
      weekendDays={[]}
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
      w={width}
      data-testid="statistics-picker"
    />
  );
}
