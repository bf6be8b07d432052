import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/render';
import { renderApp } from '../../test/render';
import { applyLanguage } from '../../lib/language';
import { completeLogin, isLoginRequested } from '../../lib/login-bridge';
import { webauthn } from '../../lib/auth/webauthn';
import { privateUser } from '../../test/users';

let app: ReturnType<typeof renderApp> | null = null;
const start = (...args: Parameters<typeof renderApp>) => (app = renderApp(...args));

afterEach(() => {
  app?.unmount();
  app = null;
  if (isLoginRequested()) completeLogin();
  window.history.replaceState(null, '', '/');
  applyLanguage('nl');
});

const providers = () =>
  json(200, {
    data: [
      { provider: 'facebook', available: false },
      { provider: 'google', available: true },
      { provider: 'belfius', available: true },
    ],
  });

/** The modal lives outside the router: it reads the browser's address. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  start(path, mockApi(null, { 'GET auth/providers': providers }));
}

describe('login modal: providers', () => {
  it('offers each available provider as a link that comes back to the current page', async () => {
    openAt('/en/my-profile/my-properties?page=2');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // A first-time visitor sees whose account this is and what it holds.
    expect(within(dialog).getByText(/^Your Immoportaal account: your listings/)).toBeInTheDocument();
    const google = await within(dialog).findByRole('link', { name: 'Google' });
    expect(google).toHaveAttribute(
      'href',
      `/en/api/core/auth/oidc/google/login?returnTo=${encodeURIComponent('/en/my-profile/my-properties?page=2')}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Belfius' })).toHaveAttribute(
      'href',
      expect.stringContaining('/en/api/core/auth/oidc/belfius/login?returnTo='),
    );
    expect(within(dialog).getByText('or log in with')).toBeInTheDocument();
  });

  it('shows an unconfigured provider disabled, with a hint', async () => {
    openAt('/en/my-profile');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const facebook = await within(dialog).findByTestId('login-provider-facebook');
    expect(facebook.tagName).toBe('BUTTON');
    expect(facebook).toBeDisabled();
    expect(facebook).toHaveAccessibleDescription('Not available');
    expect(within(dialog).queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('explains a provider login that matched no account, and cleans the address bar', async () => {
    openAt('/nl/mijn-profiel?login=unknown');
    const dialog = await screen.findByRole('dialog', { name: 'Aanmelden' });
    expect(within(dialog).getByTestId('login-provider-result')).toHaveTextContent(
      'Er is nog geen account aan die aanmelding gekoppeld.',
    );
    await waitFor(() => expect(window.location.search).toBe(''));
    // The way back after a provider login does not carry the old result.
    const google = await within(dialog).findByRole('link', { name: 'Google' });
    expect(google.getAttribute('href')).toContain(`returnTo=${encodeURIComponent('/nl/mijn-profiel')}`);
  });

  it('shows the reason of a failed provider login', async () => {
    openAt('/en/my-profile?login=error&reason=providerUnavailable');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByTestId('login-provider-result')).toHaveTextContent(
      'This connection is not available at the moment.',
    );
  });
});

describe('login modal: passkeys', () => {
  afterEach(() => vi.restoreAllMocks());

  const assertion = {
    id: 'cred-1',
    rawId: 'cred-1',
    type: 'public-key' as const,
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'AA' },
    clientExtensionResults: {},
  };

  function openWithPasskeys(answer: () => Response | Promise<Response>, autofill = false) {
    vi.spyOn(webauthn, 'supported').mockReturnValue(true);
    vi.spyOn(webauthn, 'autofillSupported').mockResolvedValue(autofill);
    const sent: unknown[] = [];
    let session = false;
    window.history.replaceState(null, '', '/en/my-profile');
    start(
      '/en/my-profile',
      mockApi(null, {
        'GET my-profile/user': () =>
          session
            ? json(200, { data: privateUser })
            : json(401, { error: 'unauthorized', messageKey: 'errors:unauthorized' }),
        'GET auth/providers': providers,
        'POST auth/passkey/options': () =>
          json(200, {
            data: { challengeId: '0d7e5b2c-1a2b-4c3d-9e8f-7a6b5c4d3e2f', options: { challenge: 'abc' } },
          }),
        'POST auth/passkey': async ({ body }) => {
          sent.push(body);
          const response = await answer();
          session = response.ok;
          return response;
        },
      }),
    );
    return sent;
  }

  it('signs in with the passkey the browser offers, and the screen carries on', async () => {
    const get = vi.spyOn(webauthn, 'get').mockResolvedValue(assertion);
    const sent = openWithPasskeys(() => json(200, { data: privateUser }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(get).toHaveBeenCalledWith({ challenge: 'abc' }, false);
    expect(sent).toEqual([{ challengeId: '0d7e5b2c-1a2b-4c3d-9e8f-7a6b5c4d3e2f', credential: assertion }]);
  });

  it('says why a passkey the server refuses does not sign in, and nothing when the dialog is closed', async () => {
    const get = vi
      .spyOn(webauthn, 'get')
      .mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }))
      .mockResolvedValue(assertion);
    openWithPasskeys(() => json(401, { error: 'passkey_invalid', messageKey: 'auth:login.passkeyInvalid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(within(dialog).queryByTestId('login-error')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(
      'This passkey could not be used. Try again, or sign in another way.',
    );
  });

  it('waits for the passkey chosen in the autofill instead of starting a second sign-in', async () => {
    const get = vi.spyOn(webauthn, 'get').mockResolvedValue(assertion);
    let answer: (response: Response) => void = () => undefined;
    const sent = openWithPasskeys(() => new Promise<Response>((resolve) => (answer = resolve)), true);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(get).toHaveBeenCalledWith({ challenge: 'abc' }, true);
    const button = within(dialog).getByRole('button', { name: 'Sign in with a passkey' });
    await waitFor(() => expect(button).toBeDisabled());
    await userEvent.setup().click(button);
    expect(get).toHaveBeenCalledTimes(1);
    answer(json(200, { data: privateUser }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(sent).toHaveLength(1);
  });

  it('offers no passkey where the browser has none', async () => {
    vi.spyOn(webauthn, 'supported').mockReturnValue(false);
    openAt('/en/my-profile');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByTestId('login-passkey')).toBeNull();
  });
});
