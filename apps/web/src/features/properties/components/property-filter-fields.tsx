import type { PropertySortField, PropertyType, SortDirection, TransactionType, Types } from '@app/contract';
import { DASHBOARD_TODO_DAYS, filterableStatusTypes, PROPERTY_SORT_FIELDS } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { Button, Checkbox, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';
import { useCurrentLanguage } from '../../../lib/i18n';
import type { PropertyListView } from '../../../lib/listing-view';
import { DIRECTION_LABEL_KEYS, SORT_LABEL_KEYS } from '../../../lib/property-labels';
import { TextFilter } from '../../../components/text-filter';

/** What the filter bar may change: every change except the page itself goes back to page 1. */
export type ViewChange = Partial<Omit<PropertyListView, 'page'>>;

const isSortField = (value: string | null): value is PropertySortField =>
  PROPERTY_SORT_FIELDS.includes(value as PropertySortField);
const isDirection = (value: string | null): value is SortDirection => value === 'asc' || value === 'desc';

/** My properties' filter fields and their reset button, loaded apart (property-filters.tsx). */
export default function PropertyFilterFields({
  view,
  types,
  onChange,
  onReset,
  canReset,
}: {
  view: PropertyListView;
  types: Types | undefined;
  onChange: (change: ViewChange) => void;
  onReset: () => void;
  canReset: boolean;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  // An empty choice filter says what it shows: everything.
  const allWhenEmpty = (chosen: readonly unknown[]) => (chosen.length === 0 ? t('common:all') : undefined);
  const statusOptions = filterableStatusTypes(types?.statusTypes ?? []).map((type) => ({
    value: String(type.id),
    label: type.name,
  }));
  const transactionOptions = (types?.transactionTypes ?? []).map((type) => ({
    value: type.code,
    label: type.name,
  }));
  const propertyTypeOptions = (types?.propertyTypes ?? []).map((type) => ({
    value: type.code,
    label: type.name,
  }));
  const sortOptions = PROPERTY_SORT_FIELDS.map((field) => ({
    value: field,
    label: t(SORT_LABEL_KEYS[field]),
  }));
  const directionOptions = (['asc', 'desc'] as const).map((direction) => ({
    value: direction,
    label: t(DIRECTION_LABEL_KEYS[direction]),
  }));

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <MultiSelect
          label={t('properties:filters.status')}
          data={statusOptions}
          value={view.statusIds.map(String)}
          onChange={(values) => onChange({ statusIds: values.map(Number) })}
          clearable
          placeholder={allWhenEmpty(view.statusIds)}
          data-testid="properties-filter-status"
        />
        <MultiSelect
          label={t('properties:filters.transactionType')}
          data={transactionOptions}
          value={view.transactionTypes}
          onChange={(values) => onChange({ transactionTypes: values as TransactionType[] })}
          clearable
          placeholder={allWhenEmpty(view.transactionTypes)}
          data-testid="properties-filter-transaction"
        />
        <MultiSelect
          label={t('properties:filters.propertyType')}
          data={propertyTypeOptions}
          value={view.propertyTypes}
          onChange={(values) => onChange({ propertyTypes: values as PropertyType[] })}
          clearable
          searchable
          placeholder={allWhenEmpty(view.propertyTypes)}
          data-testid="properties-filter-type"
        />
        <TextFilter
          label={t('properties:filters.reference')}
          value={view.reference}
          onCommit={(reference) => onChange({ reference })}
          testId="properties-filter-reference"
        />
        <TextFilter
          label={t('properties:filters.search')}
          description={t('properties:filters.searchHint')}
          value={view.q}
          onCommit={(q) => onChange({ q })}
          testId="properties-filter-search"
        />
        <Checkbox
          label={t('properties:market.filter')}
          checked={view.market === 'behind'}
          onChange={(event) => onChange({ market: event.currentTarget.checked ? 'behind' : null })}
          mt={{ sm: 'xl' }}
          data-testid="properties-filter-market"
        />
        <Checkbox
          label={t('properties:offlineSoon.filter', {
            days: formatNumber(DASHBOARD_TODO_DAYS.offline, lang),
          })}
          checked={view.offline === 'soon'}
          onChange={(event) => onChange({ offline: event.currentTarget.checked ? 'soon' : null })}
          mt={{ sm: 'xl' }}
          data-testid="properties-filter-offline"
        />
        <Group grow align="flex-start" gap="sm">
          <Select
            label={t('properties:filters.sort')}
            data={sortOptions}
            value={view.sort}
            allowDeselect={false}
            onChange={(value) => isSortField(value) && onChange({ sort: value })}
            data-testid="properties-sort"
          />
          <Select
            label={t('properties:filters.direction')}
            data={directionOptions}
            value={view.direction}
            allowDeselect={false}
            onChange={(value) => isDirection(value) && onChange({ direction: value })}
            data-testid="properties-direction"
          />
        </Group>
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={onReset} disabled={!canReset} data-testid="properties-reset">
          {t('properties:filters.reset')}
        </Button>
      </Group>
    </>
  );
}
