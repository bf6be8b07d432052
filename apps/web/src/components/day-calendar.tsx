import '@mantine/dates/styles.css';
import { Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useTranslation } from '@app/i18n/react';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { currentLanguage } from '../lib/i18n';

/**
 * DayInput's calendar, in its own chunk: a month to pick a day in, under the field's right edge,
 * named as the field. Escape, a click outside and a pick close it; the field puts the focus back.
 */
export default function DayCalendar({
  labelId,
  value,
  min,
  max,
  onPick,
  onClose,
}: {
  /** The field's label, which names the calendar. */
  labelId: string;
  value: string;
  min?: string;
  max?: string;
  onPick: (day: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    // Its roles are set here: Popover's would name the anchor, a bare span, as the dialog's button.
    <Popover
      opened
      onDismiss={onClose}
      position="bottom-end"
      trapFocus
      returnFocus={false}
      withRoles={false}
      shadow="md"
    >
      <Popover.Target>
        {/* The anchor: the calendar's button stays outside, so that loading this moves no focus. */}
        <span style={{ display: 'block', width: 0, height: 28 }} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={labelId} tabIndex={-1} data-testid="day-calendar">
        <DatePicker
          locale={currentLanguage(i18n)}
          value={value || null}
          defaultDate={value || max || min || undefined}
          minDate={min || undefined}
          maxDate={max || undefined}
          // Mantine's red weekend days are below the contrast WCAG asks for.
          weekendDays={[]}
          onChange={(day) => {
            if (day) onPick(day);
          }}
          ariaLabels={{
            previousMonth: t('contacts:filters.previousMonth'),
            nextMonth: t('contacts:filters.nextMonth'),
            previousYear: t('contacts:filters.previousYear'),
            nextYear: t('contacts:filters.nextYear'),
            previousDecade: t('contacts:filters.previousDecade'),
            nextDecade: t('contacts:filters.nextDecade'),
            monthLevelControl: t('contacts:filters.monthLevel'),
            yearLevelControl: t('contacts:filters.yearLevel'),
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
