import type { City } from '@app/contract';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { useTranslation } from '@app/i18n/react';
import { currentLanguage } from '../lib/i18n';
import { useCities } from '../lib/lookups/cities';

const MIN_QUERY = 2;
const SUGGESTIONS = 10;

type Props = Omit<ComponentProps<typeof TextInput>, 'value' | 'defaultValue' | 'onChange'> & {
  /** From the (uncontrolled) form: the field's value when the input mounts. */
  defaultValue?: string;
  onChange: (value: string) => void;
  /** What this field takes of a picked locality: its postcode or its name. */
  valueOf: (city: City) => string;
  /** A locality was picked: the other field takes its part. */
  onPick: (city: City) => void;
};

/** A postcode or city field that suggests Belgian localities (GET profile/cities) as the user types. */
export function LocalityInput({ defaultValue, onChange, valueOf, onPick, onBlur, ...inputProps }: Props) {
  const { t, i18n } = useTranslation();
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
  // The list is open only while it shows something: an open but empty list took the first Escape,
  // which then did not close the dialog around the field (issue 48).
  const visible = searching && (found.length > 0 || nothingFound);
  const combobox = useCombobox({
    opened: wanted && visible,
    onOpenedChange: setWanted,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const city = found.find((item) => String(item.id) === id);
        if (city) {
          change(valueOf(city));
          onPick(city);
        }
        setSearch('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          {...inputProps}
          value={value}
          onChange={(event) => {
            change(event.currentTarget.value);
            setSearch(event.currentTarget.value);
            setWanted(true);
            combobox.updateSelectedOptionIndex();
          }}
          onBlur={(event) => {
            // Also while no answer has come: a late one must not open the list under another field.
            setWanted(false);
            onBlur?.(event);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!visible}>
        <Combobox.Options>
          {found.map((city) => (
            <Combobox.Option value={String(city.id)} key={city.id}>
              {city.zip} {city.name}
              {city.localName !== city.name && ` (${city.localName})`}
            </Combobox.Option>
          ))}
          {nothingFound && <Combobox.Empty>{t('profile:address.nothingFound')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
