import type { City } from '@app/contract';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../lib/i18n';
import { useCities } from '../lib/lookups/cities';
import { loadedOnFirstUse } from './loaded-on-first-use';

const MIN_QUERY = 2;
const SUGGESTIONS = 10;

const useSuggestions = loadedOnFirstUse(() => import('./locality-suggestions'));

type Props = Omit<ComponentProps<typeof TextInput>, 'value' | 'defaultValue' | 'onChange'> & {
  /** From the (uncontrolled) form: the field's value when the input mounts. */
  defaultValue?: string;
  onChange: (value: string) => void;
  /** What this field takes of a picked locality: its postcode or its name. */
  valueOf: (city: City) => string;
  /** A locality was picked: the other field takes its part. */
  onPick: (city: City) => void;
};

/**
 * A postcode or city field that suggests Belgian localities (GET profile/cities) as the user types.
 *
 * The list (Mantine's combobox, its popover and floating-ui: 25 KiB) loads when the field or its form
 * is first used, not with the first load of the screens that hold one (valuations, My data, the ad
 * editor; issue 49, decision 076). Until then the field is a plain text field that keeps what is
 * typed; the answer to it shows once the list is in.
 */
export function LocalityInput({
  defaultValue,
  onChange,
  valueOf,
  onPick,
  onBlur,
  onFocus,
  ...inputProps
}: Props) {
  const { i18n } = useTranslation();
  const { code, field: input, start: load } = useSuggestions();
  // Whether the reader wants the list (typing) or closed it (Escape, a pick, leaving the field).
  const [wanted, setWanted] = useState(false);
  // Controlled here, so that picking a locality does not remount the input the user is in.
  const [value, setValue] = useState(defaultValue ?? '');
  // Only what the user types is searched (a saved address on screen asks nothing), once typing pauses.
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const searching = query.length >= MIN_QUERY;
  const cities = useCities(currentLanguage(i18n), { q: query, pageSize: SUGGESTIONS }, searching);
  const found = searching ? (cities.data?.data ?? []) : [];
  // "Nothing found..." only for an answer to this very query, not for the previous one on screen.
  const nothingFound = searching && cities.isSuccess && !cities.isPlaceholderData && found.length === 0;

  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };

  const field = (
    <TextInput
      {...inputProps}
      ref={input}
      value={value}
      onPointerEnter={load}
      onFocus={(event) => {
        load();
        onFocus?.(event);
      }}
      onChange={(event) => {
        change(event.currentTarget.value);
        setSearch(event.currentTarget.value);
        setWanted(true);
      }}
      onBlur={(event) => {
        // Also while no answer has come: a late one must not open the list under another field.
        setWanted(false);
        onBlur?.(event);
      }}
    />
  );
  if (!code) return field;
  return (
    <code.LocalitySuggestions
      found={found}
      nothingFound={nothingFound}
      // The list is open only while it shows something: an open but empty list took the first
      // Escape, which then did not close the dialog around the field (issue 48).
      opened={wanted && searching && (found.length > 0 || nothingFound)}
      onOpenedChange={setWanted}
      onPick={(city) => {
        change(valueOf(city));
        onPick(city);
        setSearch('');
        setWanted(false);
      }}
    >
      {field}
    </code.LocalitySuggestions>
  );
}
