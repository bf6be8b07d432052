import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import { agency } from '../test/users';
import { SearchableSelect } from './searchable-select';

// Mantine's Select comes when the test lets it: the field is used before and after it is in.
const selectCode = await vi.hoisted(async () => (await import('../test/held-code')).heldCode());
vi.mock('./loaded-on-first-use', async (importOriginal) => selectCode.module(await importOriginal()));

const LISTINGS = [
  { value: '7', label: 'REF-7, 9000 Gent' },
  { value: '8', label: 'REF-8, 1000 Brussel' },
];

function Listing({ onChange, searches }: { onChange: (value: string | null) => void; searches: string[] }) {
  const [search, setSearch] = useState('');
  const [value, setValue] = useState<string | null>(null);
  return (
    <SearchableSelect
      label="Pand"
      placeholder="Kies een pand"
      required
      error={value ? undefined : 'Kies een pand'}
      data={LISTINGS.filter((item) => item.label.toLowerCase().includes(search.toLowerCase()))}
      searchValue={search}
      onSearchChange={(next) => {
        searches.push(next);
        setSearch(next);
      }}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      filter={({ options }) => options}
      data-testid="listing"
    />
  );
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('SearchableSelect', () => {
  it('is a text field of the same name until used, whose text is the search; then the select, with the focus', async () => {
    const onChange = vi.fn();
    const searches: string[] = [];
    unmount = renderWithProviders(
      <Listing onChange={onChange} searches={searches} />,
      mockApi(agency),
    ).unmount;
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Pand' });
    expect(field).toHaveAttribute('placeholder', 'Kies een pand');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Kies een pand', { selector: '.mantine-TextInput-error' })).toBeInTheDocument();
    await user.type(field, 'Gen');
    expect(searches.at(-1)).toBe('Gen');
    expect(screen.queryByRole('listbox')).toBeNull();

    selectCode.release();
    await waitFor(() => expect(screen.getByTestId('listing')).not.toBe(field));
    const select = screen.getByTestId('listing');
    expect(select).toHaveFocus();
    expect(select).toHaveValue('Gen');
    expect(searches).toEqual(['G', 'Ge', 'Gen']);
    // The focus opens the list of what was typed.
    expect(await screen.findByRole('option', { name: 'REF-7, 9000 Gent' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'REF-8, 1000 Brussel' })).toBeNull();
    await user.type(select, 't');
    expect(searches.at(-1)).toBe('Gent');
    await user.click(await screen.findByRole('option', { name: 'REF-7, 9000 Gent' }));
    expect(onChange).toHaveBeenCalledWith('7');
    expect(select).toHaveValue('REF-7, 9000 Gent');
    expect(select).not.toHaveAttribute('aria-invalid', 'true');
  });
});
