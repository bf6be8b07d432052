import { useTranslation } from '@app/i18n/react';
import { DayInput } from './day-input';

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
  const { t } = useTranslation();
  return (
    <>
      <DayInput
        label={t('contacts:filters.from')}
        value={from}
        max={to}
        onChange={(day) => onChange({ from: day })}
        testId={`${testId}-from`}
      />
      <DayInput
        label={t('contacts:filters.to')}
        value={to}
        min={from}
        onChange={(day) => onChange({ to: day })}
        testId={`${testId}-to`}
      />
    </>
  );
}
