import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/render';
import { renderApp } from '../../test/render';
import { applyLanguage } from '../../lib/language';
import { completeLogin, isLoginRequested } from '../../lib/login-bridge';

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
