import type { ComboboxItem, SelectProps } from '@mantine/core';
import { TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { loadedOnFirstUse } from './loaded-on-first-use';

const useSelect = loadedOnFirstUse(() => import('./select-code'));

type Props = Omit<SelectProps, 'data' | 'searchable' | 'searchValue' | 'onSearchChange'> & {
  data: ComboboxItem[];
  searchValue: string;
  onSearchChange: (search: string) => void;
  'data-testid'?: string;
};

/**
 * Mantine's searchable `Select`, whose code (with the combobox, its popover and floating-ui) loads
 * when the field or its form is first used (issue 49, decision 076). Until then a text field of the
 * same label, value and look stands in: what is typed into it is the search the select opens with.
 */
export function SearchableSelect(props: Props) {
  const { code, field, start } = useSelect();
  // What was typed before the select came. Mantine's Select empties the search of a select without a
  // value as it mounts; that one emptying is not passed on, so the user's text stays the search.
  const typed = useRef('');
  useEffect(() => {
    // A parent's effect runs after its children's: the select's own mount is over.
    typed.current = '';
  }, [code]);
  if (code) {
    const { onSearchChange } = props;
    return (
      <code.Select
        {...props}
        ref={field}
        searchable
        onSearchChange={(next) => {
          if (next === '' && typed.current) return;
          onSearchChange(next);
        }}
      />
    );
  }
  const {
    label,
    description,
    placeholder,
    required,
    error,
    disabled,
    value,
    data,
    searchValue,
    onSearchChange,
  } = props;
  const chosen = value ? data.find((item) => item.value === value)?.label : undefined;
  return (
    <TextInput
      ref={field}
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      error={error}
      disabled={disabled}
      value={searchValue || chosen || ''}
      onChange={(event) => {
        typed.current = event.currentTarget.value;
        onSearchChange(event.currentTarget.value);
      }}
      onPointerEnter={start}
      onFocus={start}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      data-testid={props['data-testid']}
    />
  );
}
