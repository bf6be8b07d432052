import { Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '../test/render';
import { agency } from '../test/users';
import { LocalityInput } from './locality-input';

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
});

function start(onClose: () => void) {
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
          <LocalityInput
            label="Gemeente"
            onChange={() => {}}
            valueOf={(city) => city.name}
            onPick={() => {}}
          />
        </Modal>
      ),
    },
  ]);
}

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
