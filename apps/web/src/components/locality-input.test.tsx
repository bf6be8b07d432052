import { Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '../test/render';
import { agency } from '../test/users';
import { LocalityInput } from './locality-input';

// The list's code comes when the test lets it: the field is used before and after it is in.
const listCode = await vi.hoisted(async () => (await import('../test/held-code')).heldCode());
vi.mock('./loaded-on-first-use', async (importOriginal) => listCode.module(await importOriginal()));

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
});

function start(onClose: () => void, onPick: () => void = () => {}) {
  const api = mockApi(agency, {
    'GET profile/cities': () =>
      json(200, {
        data: [{ id: 901, zip: '9000', name: 'Gent', localName: 'Gent', lat: 51.05, lng: 3.72 }],
        paging: { page: 1, pageSize: 10, total: 1, totalPages: 1 },
      }),
  });
  current = renderApp('/nl/mijn-profiel', api, [
    {
      path: '*',
      element: (
        <Modal opened onClose={onClose} title="Zoekopdracht">
          <LocalityInput label="Gemeente" onChange={() => {}} valueOf={(city) => city.name} onPick={onPick} />
        </Modal>
      ),
    },
  ]);
}

// First in the file: the list's code loads once, with the first field used.
describe('LocalityInput before and after its list loads', () => {
  it('is a plain field until used, keeps what is typed meanwhile, and keeps the focus and caret', async () => {
    const onPick = vi.fn();
    start(() => {}, onPick);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Gemeente');
    expect(field).not.toHaveAttribute('aria-haspopup');
    await user.type(field, 'Gent');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(field).not.toHaveAttribute('aria-haspopup');

    listCode.release();
    await waitFor(() =>
      expect(screen.getByLabelText('Gemeente')).toHaveAttribute('aria-haspopup', 'listbox'),
    );
    const combobox = screen.getByLabelText<HTMLInputElement>('Gemeente');
    expect(combobox).not.toBe(field);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue('Gent');
    expect([combobox.selectionStart, combobox.selectionEnd]).toEqual([2, 2]);

    // What was typed before is searched: its answer shows, and is picked with the keyboard.
    await screen.findByRole('option', { name: '9000 Gent' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 901 }));
    expect(combobox).toHaveValue('Gent');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
  });
});

describe('LocalityInput in a dialog', () => {
  it('lets the first Escape close the dialog while no suggestion shows', async () => {
    const onClose = vi.fn();
    start(onClose);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Gemeente'), 'G');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the suggestions first when they show, then the dialog', async () => {
    const onClose = vi.fn();
    start(onClose);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Gemeente'), 'Gen');
    await screen.findByRole('option', { name: '9000 Gent' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: '9000 Gent' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
