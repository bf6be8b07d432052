import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { callsOf, json, mockApi } from '../../test/render';
import { ConfirmDeletionPage } from './confirm-deletion-page';
import { renderScreen } from './test-utils';

let screenView: ReturnType<typeof renderScreen> | null = null;
const start = (...args: Parameters<typeof renderScreen>) => (screenView = renderScreen(...args));

afterEach(() => {
  screenView?.unmount();
  screenView = null;
  applyLanguage('nl');
});

const PATH = '/en/my-profile/confirm-deletion';

describe('ConfirmDeletionPage', () => {
  it('sends nothing until the user confirms (mail scanners open links), then deletes and forgets the cache', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    const api = mockApi(null, {
      'PUT auth/confirm-deletion': ({ body }) => {
        sent = body;
        return json(200, { data: { success: true } });
      },
    });
    const view = start(<ConfirmDeletionPage />, `${PATH}?token=abc123`, api);
    view.queryClient.setQueryData(['auth', 'current-user'], { id: 4 });

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm deletion' })).toBeInTheDocument();
    const button = await screen.findByTestId('confirm-deletion-submit');
    expect(callsOf(api)).toEqual([]);

    await user.click(button);
    expect(await screen.findByTestId('confirm-deletion-success')).toHaveTextContent(
      'Your account has been deleted.',
    );
    expect(sent).toEqual({ token: 'abc123' });
    await waitFor(() => expect(view.queryClient.getQueryData(['auth', 'current-user'])).toBeUndefined());
  });

  it('an invalid or used token says the link is invalid', async () => {
    const user = userEvent.setup();
    const api = mockApi(null, {
      'PUT auth/confirm-deletion': () =>
        json(400, { error: 'tokenInvalid', messageKey: 'errors:tokenInvalid' }),
    });
    start(<ConfirmDeletionPage />, `${PATH}?token=used`, api);
    await user.click(await screen.findByTestId('confirm-deletion-submit'));
    expect(await screen.findByTestId('confirm-deletion-error')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
  });

  it('without a token says the link is invalid, and offers nothing to click', async () => {
    start(<ConfirmDeletionPage />, PATH, mockApi(null));
    expect(await screen.findByTestId('confirm-deletion-error')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
    expect(screen.queryByTestId('confirm-deletion-submit')).toBeNull();
  });

  it('speaks Dutch on the Dutch path', async () => {
    start(<ConfirmDeletionPage />, '/nl/mijn-profiel/verwijdering-bevestigen?token=x', mockApi(null));
    expect(
      await screen.findByRole('button', { name: 'Mijn account definitief verwijderen' }),
    ).toBeInTheDocument();
  });
});
