import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { PeriodInputs } from '../../../components/period-inputs';
import type { ContactListView, ContactView } from '../contact-params';
import { VLANCODE_MAX } from '../contact-params';

export type FilterChange = Partial<Pick<ContactListView, 'from' | 'to' | 'vlancode' | 'view'>>;

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
  const viewLabel = useId();
  // The code is typed freely and applied on Enter or on leaving the field, not on every key.
  const [code, setCode] = useState(view.vlancode);
  useEffect(() => setCode(view.vlancode), [view.vlancode]);
  const applyCode = () => {
    const next = code.trim().toUpperCase();
    if (next !== view.vlancode) onChange({ vlancode: next });
  };

  return (
    <section aria-label={t('contacts:filters.label')} data-testid="contacts-filters">
      <Group align="flex-end" gap="md" wrap="wrap">
        <PeriodInputs
          from={view.from}
          to={view.to}
          onChange={(change) => onChange(change)}
          testId="contacts"
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
