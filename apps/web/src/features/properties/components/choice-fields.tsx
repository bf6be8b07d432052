import type { PropertySortField, PropertyType, SortDirection, TransactionType } from '@app/contract';
import { PROPERTY_SORT_FIELDS } from '@app/contract';
import { Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import type { PropertyListView } from '../../../lib/listing-view';
import type { ViewChange } from './property-filters';

/**
 * The filter bar's choice fields, whose code (Mantine's combobox and floating-ui, some 37 KiB) loads
 * beside the list instead of before it (decision 066): a page the server drew keeps their markup until
 * it is in.
 */

export interface ChoiceOption {
  value: string;
  label: string;
}

const isSortField = (value: string | null): value is PropertySortField =>
  PROPERTY_SORT_FIELDS.includes(value as PropertySortField);
const isDirection = (value: string | null): value is SortDirection => value === 'asc' || value === 'desc';

export function ChoiceFilters({
  view,
  options,
  onChange,
}: {
  view: PropertyListView;
  options: { status: ChoiceOption[]; transaction: ChoiceOption[]; propertyType: ChoiceOption[] };
  onChange: (change: ViewChange) => void;
}) {
  const { t } = useTranslation();
  // An empty choice filter says what it shows: everything.
  const allWhenEmpty = (chosen: readonly unknown[]) => (chosen.length === 0 ? t('common:all') : undefined);
  return (
    <>
      <MultiSelect
        label={t('properties:filters.status')}
        data={options.status}
        value={view.statusIds.map(String)}
        onChange={(values) => onChange({ statusIds: values.map(Number) })}
        clearable
        placeholder={allWhenEmpty(view.statusIds)}
        data-testid="properties-filter-status"
      />
      <MultiSelect
        label={t('properties:filters.transactionType')}
        data={options.transaction}
        value={view.transactionTypes}
        onChange={(values) => onChange({ transactionTypes: values as TransactionType[] })}
        clearable
        placeholder={allWhenEmpty(view.transactionTypes)}
        data-testid="properties-filter-transaction"
      />
      <MultiSelect
        label={t('properties:filters.propertyType')}
        data={options.propertyType}
        value={view.propertyTypes}
        onChange={(values) => onChange({ propertyTypes: values as PropertyType[] })}
        clearable
        searchable
        placeholder={allWhenEmpty(view.propertyTypes)}
        data-testid="properties-filter-type"
      />
    </>
  );
}

export function SortFields({
  view,
  options,
  onChange,
}: {
  view: PropertyListView;
  options: { sort: ChoiceOption[]; direction: ChoiceOption[] };
  onChange: (change: ViewChange) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start" gap="sm">
      <Select
        label={t('properties:filters.sort')}
        data={options.sort}
        value={view.sort}
        allowDeselect={false}
        onChange={(value) => isSortField(value) && onChange({ sort: value })}
        data-testid="properties-sort"
      />
      <Select
        label={t('properties:filters.direction')}
        data={options.direction}
        value={view.direction}
        allowDeselect={false}
        onChange={(value) => isDirection(value) && onChange({ direction: value })}
        data-testid="properties-direction"
      />
    </Group>
  );
}
