import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import type { ContactListView, ContactView } from '../contact-params';
import { VLANCODE_MAX } from '../contact-params';

export type FilterChange = Partial<Pick<ContactListView, 'from' | 'to' | 'vlancode' | 'view'>>;

/** Dates shown as Belgians write them; the value stays YYYY-MM-DD, as the contract wants it. */
const DAY_FORMAT = 'DD/MM/YYYY';
const parseDay = (text: string): string | null => {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null;
  const [, dd, mm, yyyy] = match;
  const value = `${yyyy}-${mm!.padStart(2, '0')}-${dd!.padStart(2, '0')}`;
  return Number.isNaN(Date.parse(value)) ? null : value;
};

/** The period (two Belgian days), one listing's code and the view: each change goes to the URL. */
export function ContactFilters({
  view,
  onChange,
  onReset,
  canReset,
}: {
  view: ContactListView;
  onChange: (change: FilterChange) => void;
  onReset: () => void;
  canReset: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const viewLabel = useId();
  // The code is typed freely and applied on Enter or on leaving the field, not on every key.
  const [code, setCode] = useState(view.vlancode);
  useEffect(() => setCode(view.vlancode), [view.vlancode]);
  const applyCode = () => {
    const next = code.trim().toUpperCase();
    if (next !== view.vlancode) onChange({ vlancode: next });
  };

  const calendar = {
    locale: lang,
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
    <section aria-label={t('contacts:filters.label')} data-testid="contacts-filters">
      <Group align="flex-end" gap="md" wrap="wrap">
        <DateInput
          {...calendar}
          label={t('contacts:filters.from')}
          value={view.from || null}
          {...(view.to ? { maxDate: view.to } : {})}
          onChange={(value) => onChange({ from: value ?? '' })}
          data-testid="contacts-from"
        />
        <DateInput
          {...calendar}
          label={t('contacts:filters.to')}
          value={view.to || null}
          {...(view.from ? { minDate: view.from } : {})}
          onChange={(value) => onChange({ to: value ?? '' })}
          data-testid="contacts-to"
        />
        <TextInput
          label={t('contacts:filters.listing')}
          description={t('contacts:filters.listingHint')}
          value={code}
          maxLength={VLANCODE_MAX}
          onChange={(event) => setCode(event.currentTarget.value)}
          onBlur={applyCode}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyCode();
          }}
          w={{ base: '100%', xs: 200 }}
          data-testid="contacts-listing"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={viewLabel}>
            {t('contacts:filters.view')}
          </Text>
          <SegmentedControl
            aria-labelledby={viewLabel}
            data={[
              { value: 'chronological', label: t('contacts:filters.chronological') },
              { value: 'byListing', label: t('contacts:filters.byListing') },
            ]}
            value={view.view}
            onChange={(value) => onChange({ view: value as ContactView })}
            data-testid="contacts-view"
          />
        </Stack>
        {canReset ? (
          <Button variant="subtle" onClick={onReset} data-testid="contacts-reset">
            {t('contacts:filters.reset')}
          </Button>
        ) : null}
      </Group>
    </section>
  );
}
