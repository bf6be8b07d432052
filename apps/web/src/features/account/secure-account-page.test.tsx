import { MSG } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { callsOf, json, mockApi } from '../../test/render';
import { SecureAccountPage } from './secure-account-page';
import { renderScreen } from './test-utils';

let screenView: ReturnType<typeof renderScreen> | null = null;
const start = (...args: Parameters<typeof renderScreen>) => (screenView = renderScreen(...args));

afterEach(() => {
  screenView?.unmount();
  screenView = null;
  applyLanguage('nl');
});

const PATH = '/en/my-profile/secure-account';

async function fill(newPassword: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), newPassword);
  await user.type(screen.getByLabelText(/^Repeat the new password/), repeat);
  await user.click(screen.getByTestId('secure-account-submit'));
}

describe('SecureAccountPage', () => {
  it('sets the new password with the link’s token, then says every session is signed out', async () => {
    let sent: unknown = null;
    const api = mockApi(null, {
      'POST auth/secure-account': ({ body }) => {
        sent = body;
        return json(200, { data: { success: true } });
      },
    });
    const view = start(<SecureAccountPage />, `${PATH}?token=abc123`, api);
    view.queryClient.setQueryData(['auth', 'current-user'], { id: 4 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure your account' })).toBeInTheDocument();
    // Opening the link changes nothing: a mail scanner does not secure (or lock) the account.
    expect(callsOf(api)).toEqual([]);

    await fill('Meir2026!safe', 'Meir2026!safe');
    expect(await screen.findByTestId('secure-account-success')).toHaveTextContent(
      'Your account is secure: every session is signed out and your new password is set.',
    );
    expect(sent).toEqual({
      token: 'abc123',
      newPassword: 'Meir2026!safe',
      newPasswordRepeat: 'Meir2026!safe',
    });
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute(
      'href',
      '/en/my-profile',
    );
    await waitFor(() => expect(view.queryClient.getQueryData(['auth', 'current-user'])).toBeUndefined());
  });

  it('checks the password in the browser first and sends nothing', async () => {
    const api = mockApi(null);
    start(<SecureAccountPage />, `${PATH}?token=abc123`, api);
    await fill('short', 'other');
    expect(await screen.findByText('Password requires at least 8 characters.')).toBeInTheDocument();
    expect(callsOf(api).some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('shows a refused common password on its field, and a used link as invalid', async () => {
    let answer = json(400, {
      error: 'validation',
      messageKey: MSG.invalid,
      fields: { newPassword: MSG.passwordCommon },
    });
    const api = mockApi(null, { 'POST auth/secure-account': () => answer });
    start(<SecureAccountPage />, `${PATH}?token=abc123`, api);
    await fill('Password123!', 'Password123!');
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();

    answer = json(400, { error: 'token_invalid', messageKey: 'errors:tokenInvalid' });
    await userEvent.setup().click(screen.getByTestId('secure-account-submit'));
    expect(await screen.findByTestId('secure-account-error')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
  });

  it('without a token says the link is invalid, and offers no form', async () => {
    start(<SecureAccountPage />, PATH, mockApi(null));
    expect(await screen.findByTestId('secure-account-error')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
    expect(screen.queryByTestId('secure-account-form')).toBeNull();
  });

  it('says it in French', async () => {
    applyLanguage('fr');
    start(<SecureAccountPage />, '/fr/mon-profil/securiser-le-compte?token=abc', mockApi(null));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sécuriser votre compte' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('secure-account-submit')).toHaveTextContent('Sécuriser mon compte');
  });
});
