import type { Language, SavedSearch, SavedSearchPlace, SaveSearchBody } from '@app/contract';
import {
  AD_BEDROOMS_MAX,
  AD_PRICE_MAX,
  AD_SURFACE_MAX,
  ESTIMATE_ERRORS,
  PROPERTY_TYPES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_POSTCODES_MAX,
  SaveSearchBody as Body,
  TRANSACTION_TYPES,
} from '@app/contract';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { useNotices } from '../../../components/notices';
import { isApiError } from '../../../lib/http';
import { currentLanguage, useCurrentLanguage } from '../../../lib/i18n';
import { useCities } from '../../../lib/lookups/cities';
import { applyServerFields } from '../../../lib/translated-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { settle } from '../../../lib/settle';
import type { SearchSection } from '../api/save-search';
import { useSaveSearch, useSavedSearchVersion } from '../api/save-search';

export interface SearchFormTarget {
  /** null: a new search (also "duplicate and edit"). */
  id: number | null;
  initial: SavedSearch | null;
}

type Values = {
  name: string;
  criteria: {
    transactionType: string | null;
    propertyTypes: string[];
    postcodes: string[];
    cityIds: number[];
    priceMin: number | null;
    priceMax: number | null;
    bedroomsMin: number | null;
    livableSurfaceMin: number | null;
  };
};

const valuesOf = (
  search: SearchSection | null,
  copyName: (name: string) => string,
  duplicate: boolean,
): Values => ({
  name: search ? (duplicate ? copyName(search.name) : search.name) : '',
  criteria: {
    transactionType: search?.criteria.transactionType ?? 'sale',
    propertyTypes: search?.criteria.propertyTypes ?? [],
    postcodes: search?.criteria.postcodes ?? [],
    cityIds: search?.criteria.cityIds ?? [],
    priceMin: search?.criteria.priceMin ?? null,
    priceMax: search?.criteria.priceMax ?? null,
    bedroomsMin: search?.criteria.bedroomsMin ?? null,
    livableSurfaceMin: search?.criteria.livableSurfaceMin ?? null,
  },
});

/** "9000" typed, or the postcode of a tag whose locality is not known here. */
const postcodeOf = (tag: string): string => /^\s*(\d{4})/.exec(tag)?.[1] ?? tag.trim();
const numberOrNull = (value: string | number): number | null => (typeof value === 'number' ? value : null);

/** A locality picked by name: its tag ("9000 Gent", in this language) and its postcode. */
type Picked = { label: string; zip: string };
const placeLabel = (postcode: string, name: string) => `${postcode} ${name}`;
/** The localities a saved search was saved with, by id. */
const pickedOf = (places: readonly SavedSearchPlace[], lang: Language) =>
  new Map<number, Picked>(
    places.flatMap((place) =>
      place.cityId !== null && place.name
        ? [[place.cityId, { label: placeLabel(place.postcode, place.name[lang]), zip: place.postcode }]]
        : [],
    ),
  );

/**
 * Places: localities picked by name (kept as their ids, shown by name) or postcodes typed. Matching
 * is by postcode; the picked locality is how the search names its place, here and on its card.
 */
function PlacesInput({
  value,
  places,
  picked,
  onChange,
  error,
}: {
  value: { postcodes: string[]; cityIds: number[] };
  /** The places of the search as saved: their names label its tags. */
  places: readonly SavedSearchPlace[];
  /** Every locality this form has named (the search's own, then each one picked): kept by the form. */
  picked: ReadonlyMap<number, Picked>;
  onChange: (value: { postcodes: string[]; cityIds: number[] }, picked: Map<number, Picked>) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const cities = useCities(lang, { q: query, pageSize: 10 }, query.length >= 2);
  const suggested = query.length >= 2 ? (cities.data?.data ?? []) : [];
  const onlyLocality = new Map(
    places.flatMap((place) =>
      place.cityId === null && place.name
        ? [[place.postcode, placeLabel(place.postcode, place.name[lang])]]
        : [],
    ),
  );
  const known = new Map(picked);
  for (const city of suggested) known.set(city.id, { label: placeLabel(city.zip, city.name), zip: city.zip });
  const idOfLabel = new Map([...known].map(([id, { label }]) => [label, id]));

  const tags = value.postcodes.flatMap((zip) => {
    const ids = value.cityIds.filter((id) => known.get(id)?.zip === zip);
    return ids.length > 0 ? ids.map((id) => known.get(id)!.label) : [onlyLocality.get(zip) ?? zip];
  });
  const change = (next: string[]) => {
    const ids = [...new Set(next.flatMap((tag) => idOfLabel.get(tag) ?? []))];
    onChange(
      {
        postcodes: [
          ...new Set(next.map((tag) => known.get(idOfLabel.get(tag) ?? 0)?.zip ?? postcodeOf(tag))),
        ],
        cityIds: ids,
      },
      new Map([...picked, ...ids.map((id): [number, Picked] => [id, known.get(id)!])]),
    );
  };
  return (
    <TagsInput
      label={t('savedSearches:form.places')}
      description={t('savedSearches:form.placesHint')}
      value={tags}
      onChange={change}
      searchValue={search}
      onSearchChange={setSearch}
      data={[...new Set(suggested.map((city) => placeLabel(city.zip, city.name)))]}
      maxTags={SAVED_SEARCH_POSTCODES_MAX}
      clearable
      error={error}
      data-testid="saved-search-form-places"
    />
  );
}

/** The new-or-edit form in a modal: criteria, name, and the estimate's warning or refusal. */
export function SearchFormModal({
  userId,
  target,
  duplicate,
  onClose,
}: {
  userId: number;
  target: SearchFormTarget;
  duplicate: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const notices = useNotices('saved-searches');
  const save = useSaveSearch(userId);
  const copyName = (name: string) => t('savedSearches:form.copyName', { name });
  const form = useSchemaForm<Values>(Body, valuesOf(target.initial, copyName, duplicate));
  const version = useSavedSearchVersion(userId, target.id, target.id === null ? null : target.initial);
  const [picked, setPicked] = useState(() => pickedOf(target.initial?.places ?? [], currentLanguage(i18n)));
  /** Changed elsewhere since the list showed it: the form shows the search as it is now. */
  const showCurrent = (current: SearchSection | null) => {
    if (!current) return;
    form.setInitialValues(valuesOf(current, copyName, false));
    form.setValues(valuesOf(current, copyName, false));
  };
  const send = (body: SaveSearchBody) => {
    const { id } = target;
    return id === null
      ? save.mutateAsync({ id, body })
      : version.save((ifMatch) => save.mutateAsync({ id, body, ifMatch }), showCurrent);
  };
  // A 409 of the estimate: a warning to confirm, or a refusal to narrow down. Both show the estimate.
  const [estimate, setEstimate] = useState<{ kind: 'warning' | 'refused'; estimate: number } | null>(null);

  const submit = (values: Values, confirmEstimate: boolean) =>
    settle(send({ ...(values as unknown as SaveSearchBody), confirmEstimate }), {
      done: () => {
        notices.success(
          t(target.id === null ? 'savedSearches:form.created' : 'savedSearches:form.saved', {
            name: values.name.trim(),
          }),
        );
        onClose();
      },
      failed: (error) => {
        if (
          isApiError(error) &&
          (error.error === ESTIMATE_ERRORS.warning || error.error === ESTIMATE_ERRORS.refused)
        ) {
          const value = Number(error.values?.estimate ?? 0);
          setEstimate({
            kind: error.error === ESTIMATE_ERRORS.warning ? 'warning' : 'refused',
            estimate: value,
          });
          return;
        }
        if (!applyServerFields(form, error)) notices.failure(error);
      },
    });

  const typeOptions = PROPERTY_TYPES.map((type) => ({
    value: type,
    label: t(`lookups:propertyType.${type}`),
  }));
  const transactionOptions = TRANSACTION_TYPES.map((type) => ({
    value: type,
    label: t(`lookups:transactionType.${type}`),
  }));
  const title = t(target.id === null ? 'savedSearches:form.newTitle' : 'savedSearches:form.editTitle');

  return (
    <Modal opened onClose={onClose} title={title} size="lg" data-testid="saved-search-form">
      <form
        onSubmit={form.onSubmit((values) => {
          setEstimate(null);
          void submit(values, false);
        })}
        onChange={() => setEstimate(null)}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label={t('savedSearches:form.name')}
            maxLength={SAVED_SEARCH_NAME_MAX}
            withAsterisk
            key={form.key('name')}
            {...form.getInputProps('name')}
            data-testid="saved-search-form-name"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('savedSearches:form.transaction')}
              data={transactionOptions}
              allowDeselect={false}
              withAsterisk
              key={form.key('criteria.transactionType')}
              {...form.getInputProps('criteria.transactionType')}
              data-testid="saved-search-form-transaction"
            />
            <MultiSelect
              label={t('savedSearches:form.types')}
              placeholder={
                form.getValues().criteria.propertyTypes.length
                  ? undefined
                  : t('savedSearches:criteria.anyType')
              }
              data={typeOptions}
              clearable
              key={form.key('criteria.propertyTypes')}
              {...form.getInputProps('criteria.propertyTypes')}
              data-testid="saved-search-form-types"
            />
          </SimpleGrid>
          <PlacesInput
            key={form.key('criteria.postcodes')}
            value={form.getValues().criteria}
            places={target.initial?.places ?? []}
            picked={picked}
            onChange={({ postcodes, cityIds }, named) => {
              setPicked(named);
              form.setFieldValue('criteria.cityIds', cityIds);
              form.setFieldValue('criteria.postcodes', postcodes);
            }}
            error={
              form.getInputProps('criteria.postcodes').error ?? form.getInputProps('criteria.cityIds').error
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(['priceMin', 'priceMax'] as const).map((field) => (
              <NumberInput
                key={form.key(`criteria.${field}`)}
                label={t(
                  field === 'priceMin' ? 'savedSearches:form.priceMin' : 'savedSearches:form.priceMax',
                )}
                min={0}
                max={AD_PRICE_MAX}
                step={10_000}
                thousandSeparator="."
                decimalSeparator=","
                prefix="€ "
                allowDecimal={false}
                {...form.getInputProps(`criteria.${field}`)}
                onChange={(value) => form.setFieldValue(`criteria.${field}`, numberOrNull(value))}
                data-testid={`saved-search-form-${field}`}
              />
            ))}
            <NumberInput
              key={form.key('criteria.bedroomsMin')}
              label={t('savedSearches:form.bedroomsMin')}
              min={0}
              max={AD_BEDROOMS_MAX}
              allowDecimal={false}
              {...form.getInputProps('criteria.bedroomsMin')}
              onChange={(value) => form.setFieldValue('criteria.bedroomsMin', numberOrNull(value))}
              data-testid="saved-search-form-bedrooms"
            />
            <NumberInput
              key={form.key('criteria.livableSurfaceMin')}
              label={t('savedSearches:form.surfaceMin')}
              min={0}
              max={AD_SURFACE_MAX}
              suffix=" m²"
              allowDecimal={false}
              {...form.getInputProps('criteria.livableSurfaceMin')}
              onChange={(value) => form.setFieldValue('criteria.livableSurfaceMin', numberOrNull(value))}
              data-testid="saved-search-form-surface"
            />
          </SimpleGrid>
          {estimate ? (
            <Alert
              color={estimate.kind === 'refused' ? 'red' : 'orange'}
              role="alert"
              data-testid={`saved-search-estimate-${estimate.kind}`}
            >
              {t(
                estimate.kind === 'refused' ? 'errors:tooManyNotifications' : 'errors:notificationsWarning',
                {
                  estimate: estimate.estimate,
                },
              )}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} data-testid="saved-search-form-cancel">
              {t('savedSearches:form.cancel')}
            </Button>
            {estimate?.kind === 'warning' ? (
              <Button
                loading={save.isPending}
                onClick={() => void submit(form.getValues(), true)}
                data-testid="saved-search-form-confirm"
              >
                {t('savedSearches:form.saveAnyway')}
              </Button>
            ) : (
              <Button type="submit" loading={save.isPending} data-testid="saved-search-form-save">
                {t('savedSearches:form.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
