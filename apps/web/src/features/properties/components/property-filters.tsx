import type { Types } from '@app/contract';
import { Badge, Button, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import type { PropertyListView } from '../../../lib/listing-view';
import { activeFilterCount } from '../../../lib/listing-view';
import type PropertyFilterFieldsOf from './property-filter-fields';
import type { ViewChange } from './property-filter-fields';

export type { ViewChange } from './property-filter-fields';

/**
 * The fields, with Mantine's comboboxes and floating-ui, in their own chunk: on a phone they are
 * folded and most visits never unfold them, so the page's first load goes without (issue 49).
 */
let loadedFields: typeof PropertyFilterFieldsOf | null = null;
const loadFields = () => import('./property-filter-fields').then((module) => (loadedFields = module.default));
const LazyFields = lazy(async () => ({ default: await loadFields() }));

/**
 * On a wider screen the server draws the fields: the route waits for their code before the page is
 * taken over, so that they are taken over with it, not a moment after, when a press on them would
 * have done nothing (a browser test picked the sort at once, and no list opened).
 */
export const drawnFieldsLoaded = (): Promise<unknown> =>
  typeof document !== 'undefined' && document.querySelector('[data-filter-fields-drawn]')
    ? loadFields()
    : Promise.resolve();

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
  // Loaded already (by the route, or an earlier unfolding): drawn at once, without a loader.
  const [PropertyFilterFields] = useState(() => loadedFields ?? LazyFields);
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
      {/* Folded, the fields are not drawn: their comboboxes made a good part of taking the page over
          on a phone (issue 49). */}
      <Stack
        gap="sm"
        id={fieldsId}
        style={shown ? undefined : { display: 'none' }}
        data-filter-fields-drawn={shown || undefined}
      >
        {shown ? (
          <Suspense fallback={<Loader size="sm" aria-label={t('common:loading')} />}>
            <PropertyFilterFields
              view={view}
              types={types}
              onChange={onChange}
              onReset={onReset}
              canReset={canReset}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Stack>
  );
}
