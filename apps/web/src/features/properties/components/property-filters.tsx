import type { Types } from '@app/contract';
import { filterableStatusTypes, PROPERTY_SORT_FIELDS } from '@app/contract';
import { Badge, Button, Group, Input, SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import type { PropertyListView } from '../../../lib/listing-view';
import { activeFilterCount } from '../../../lib/listing-view';
import { DIRECTION_LABEL_KEYS, SORT_LABEL_KEYS } from '../../../lib/property-labels';
import { TextFilter } from '../../../components/text-filter';

/** What the filter bar may change: every change except the page itself goes back to page 1. */
export type ViewChange = Partial<Omit<PropertyListView, 'page'>>;

const importChoices = () => import('./choice-fields');
const ChoiceFilters = lazy(async () => ({ default: (await importChoices()).ChoiceFilters }));
const SortFields = lazy(async () => ({ default: (await importChoices()).SortFields }));

/** Until the choice fields' code is in: their labels over an empty field of the same size. */
function FieldPlaceholder({ label }: { label: string }) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }}>
      <Input id={id} disabled />
    </Input.Wrapper>
  );
}

export function PropertyFilters({
  view,
  types,
  onChange,
  onReset,
  canReset,
  foldable = false,
}: {
  view: PropertyListView;
  types: Types | undefined;
  onChange: (change: ViewChange) => void;
  onReset: () => void;
  canReset: boolean;
  /**
   * On a phone the seven fields would fill the first screens before the first listing: they fold
   * behind one button that says how many filters are on (issue 48).
   */
  foldable?: boolean;
}) {
  const { t } = useTranslation();
  const [unfolded, setUnfolded] = useState(false);
  const fieldsId = useId();
  const active = activeFilterCount(view);
  const shown = !foldable || unfolded;
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
    <Stack
      gap="sm"
      component="section"
      aria-label={t('properties:filters.label')}
      data-testid="properties-filters"
    >
      {foldable ? (
        <Button
          variant="default"
          justify="space-between"
          fullWidth
          aria-expanded={unfolded}
          aria-controls={fieldsId}
          onClick={() => setUnfolded((open) => !open)}
          rightSection={
            active > 0 ? (
              <Badge variant="light" data-testid="properties-filters-active">
                {t('properties:filters.active', { count: active })}
              </Badge>
            ) : null
          }
          data-testid="properties-filters-toggle"
        >
          {t('properties:filters.label')}
        </Button>
      ) : null}
      <Stack gap="sm" id={fieldsId} style={shown ? undefined : { display: 'none' }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Suspense
            fallback={
              <>
                <FieldPlaceholder label={t('properties:filters.status')} />
                <FieldPlaceholder label={t('properties:filters.transactionType')} />
                <FieldPlaceholder label={t('properties:filters.propertyType')} />
              </>
            }
          >
            <ChoiceFilters
              view={view}
              options={{
                status: statusOptions,
                transaction: transactionOptions,
                propertyType: propertyTypeOptions,
              }}
              onChange={onChange}
            />
          </Suspense>
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
          <Suspense
            fallback={
              <Group grow align="flex-start" gap="sm">
                <FieldPlaceholder label={t('properties:filters.sort')} />
                <FieldPlaceholder label={t('properties:filters.direction')} />
              </Group>
            }
          >
            <SortFields
              view={view}
              options={{ sort: sortOptions, direction: directionOptions }}
              onChange={onChange}
            />
          </Suspense>
        </SimpleGrid>
        <Group>
          <Button variant="default" onClick={onReset} disabled={!canReset} data-testid="properties-reset">
            {t('properties:filters.reset')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
