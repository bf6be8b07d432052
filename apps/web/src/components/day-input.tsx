import { isCalendarDay } from '@app/contract';
import { ActionIcon, CloseButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

/** The calendar, with Mantine's date components and dayjs: loaded when it is first asked for. */
const calendar = () => import('./day-calendar');
const DayCalendar = lazy(calendar);

/** A day as Belgians write it, DD/MM/YYYY, from the contract's YYYY-MM-DD; '' stays ''. */
export const dayText = (day: string) => (day ? day.split('-').reverse().join('/') : '');

/**
 * What was typed, as YYYY-MM-DD: D/M/YYYY with slashes, dots or dashes, or YYYY-MM-DD; '' for an
 * empty field, null for anything else, including a day that does not exist (31/02/2026).
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const belgian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = belgian
    ? [belgian[3]!, belgian[2]!, belgian[1]!]
    : iso
      ? [iso[1]!, iso[2]!, iso[3]!]
      : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(value) ? value : null;
}

/**
 * One day, typed (DD/MM/YYYY) or picked in a calendar; the value is YYYY-MM-DD, '' for none. What is
 * typed is committed on Enter or when the field is left; a text that is no day, or a day outside
 * `min`..`max`, is refused with a message and leaves the value as it was. The calendar loads when its
 * button is first pointed at, focused or pressed: most visits only read the list (issue 49).
 */
export function DayInput({
  label,
  value,
  min,
  max,
  onChange,
  testId,
  error: outsideError,
  description,
}: {
  label: string;
  value: string;
  /** The first day allowed, YYYY-MM-DD, or '' for none; a day before it gets `validation:dateOrder`. */
  min?: string;
  max?: string;
  onChange: (day: string) => void;
  testId: string;
  /** A message from outside (a form's check, the server's field message), shown unless its own is. */
  error?: ReactNode;
  description?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(dayText(value));
  const [error, setError] = useState<string | null>(null);
  const [calendarOpened, setCalendarOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const openedAtPress = useRef(false);
  const id = `day-${useId()}`;

  // A value changed from outside (the address, "Clear filters") replaces what is shown.
  useEffect(() => {
    setText(dayText(value));
    setError(null);
  }, [value]);

  const commit = (day: string) => {
    setError(null);
    setText(dayText(day));
    if (day !== value) onChange(day);
  };
  const commitText = () => {
    const day = parseDay(text);
    if (day === null) setError(t('contacts:filters.dateInvalid'));
    else if (day && ((min && day < min) || (max && day > max))) setError(t('validation:dateOrder'));
    else commit(day);
  };

  const closeCalendar = () => {
    setCalendarOpened(false);
    button.current?.focus();
  };

  return (
    <TextInput
      id={id}
      label={label}
      placeholder={t('contacts:filters.datePlaceholder')}
      value={text}
      error={error ?? outsideError}
      description={description}
      inputMode="numeric"
      autoComplete="off"
      w={{ base: '100%', xs: 190 }}
      data-testid={testId}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commitText}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commitText();
      }}
      rightSectionWidth={text ? 64 : 36}
      rightSection={
        <Group gap={2} wrap="nowrap">
          {text ? (
            <CloseButton
              size="sm"
              aria-label={t('contacts:filters.clearDate')}
              onClick={() => commit('')}
              data-testid={`${testId}-clear`}
            />
          ) : null}
          <ActionIcon
            ref={button}
            variant="subtle"
            color="gray"
            aria-label={t('contacts:filters.openCalendar')}
            aria-haspopup="dialog"
            aria-expanded={calendarOpened}
            onPointerEnter={() => void calendar()}
            onFocus={() => void calendar()}
            // A press while it is open closes it: the press outside it has closed it already.
            onPointerDown={() => (openedAtPress.current = calendarOpened)}
            onClick={() => {
              setCalendarOpened(!openedAtPress.current);
              openedAtPress.current = false;
            }}
            data-testid={`${testId}-calendar`}
          >
            <IconCalendar size={18} stroke={1.5} aria-hidden />
          </ActionIcon>
          {calendarOpened ? (
            <Suspense fallback={null}>
              <DayCalendar
                labelId={`${id}-label`}
                value={value}
                min={min}
                max={max}
                onPick={(day) => {
                  closeCalendar();
                  commit(day);
                }}
                onClose={closeCalendar}
              />
            </Suspense>
          ) : null}
        </Group>
      }
    />
  );
}
