import type { City } from '@app/contract';
import { Combobox, useCombobox } from '@mantine/core';
import type { ReactElement } from 'react';
import { useEffect } from 'react';
import { useTranslation } from '@app/i18n/react';

/** The suggestions of a `LocalityInput`: the combobox around its field, loaded when the field is used. */
export function LocalitySuggestions({
  found,
  nothingFound,
  opened,
  onOpenedChange,
  onPick,
  children,
}: {
  found: City[];
  nothingFound: boolean;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  onPick: (city: City) => void;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox({
    opened,
    onOpenedChange,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  // The highlighted suggestion follows the list as its answers change.
  const { updateSelectedOptionIndex } = combobox;
  useEffect(() => updateSelectedOptionIndex(), [updateSelectedOptionIndex, found]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const city = found.find((item) => String(item.id) === id);
        if (city) onPick(city);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>{children}</Combobox.Target>
      <Combobox.Dropdown hidden={!opened}>
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
