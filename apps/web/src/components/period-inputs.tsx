import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../lib/i18n';

/** Dates shown as Belgians write them; the value stays YYYY-MM-DD, as the contract wants it. */
const DAY_FORMAT = 'DD/MM/YYYY';
const parseDay = (text: string): string | null => {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null;
  const [, dd, mm, yyyy] = match;
  const value = `${yyyy}-${mm!.padStart(2, '0')}-${dd!.padStart(2, '0')}`;
  return Number.isNaN(Date.parse(value)) ? null : value;
};

/**
 * A period's two Belgian days ("From", "To"), each clearable; '' is no bound. `to` cannot be set
 * before `from` and the reverse. Test ids: `${testId}-from`, `${testId}-to`.
 */
export function PeriodInputs({
  from,
  to,
  onChange,
  testId,
}: {
  from: string;
  to: string;
  onChange: (change: { from?: string; to?: string }) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const calendar = {
    locale: currentLanguage(i18n),
    valueFormat: DAY_FORMAT,
    dateParser: parseDay,
    clearable: true,
    clearButtonProps: { 'aria-label': t('contacts:filters.clearDate') },
    ariaLabels: {
      previousMonth: t('contacts:filters.previousMonth'),
      nextMonth: t('contacts:filters.nextMonth'),
      previousYear: t('contacts:filters.previousYear'),
      nextYear: t('contacts:filters.nextYear'),
      previousDecade: t('contacts:filters.previousDecade'),
      nextDecade: t('contacts:filters.nextDecade'),
      monthLevelControl: t('contacts:filters.monthLevel'),
      yearLevelControl: t('contacts:filters.yearLevel'),
    },
    placeholder: t('contacts:filters.datePlaceholder'),
    w: { base: '100%', xs: 170 },
  } as const;
  return (
    <>
      <DateInput
        {...calendar}
        label={t('contacts:filters.from')}
        value={from || null}
        {...(to ? { maxDate: to } : {})}
        onChange={(value) => onChange({ from: value ?? '' })}
        data-testid={`${testId}-from`}
      />
      <DateInput
        {...calendar}
        label={t('contacts:filters.to')}
        value={to || null}
        {...(from ? { minDate: from } : {})}
        onChange={(value) => onChange({ to: value ?? '' })}
        data-testid={`${testId}-to`}
      />
    </>
  );
}
