import { LANGUAGE_COOKIE, SCROLL_THRESHOLD_PX, SUPPORT_URL } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, json, mockApi, renderApp } from '../../test/render';
import { http } from '../../lib/http';
import { createQueryClient } from '../../lib/query-client';
import { routes } from '../router';
import { startShellQueries } from './shell';
import { agency, inactive, privateUser } from '../../test/users';
import { completeLogin, isLoginRequested, requestLogin } from '../../lib/login-bridge';
import { applyLanguage } from '../../lib/language';
import { setRoutePreloader } from '../../lib/route-preload';

let app: ReturnType<typeof renderApp> | null = null;
const start = (...args: Parameters<typeof renderApp>) => (app = renderApp(...args));

beforeEach(() => {
  applyLanguage('nl');
});

afterEach(() => {
  app?.unmount();
  app = null;
  if (isLoginRequested()) completeLogin();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const main = () => document.querySelector('main') as HTMLElement;

describe('shell', () => {
  it("starts loading a menu entry's screen and catalogs when it is pointed at or reached with Tab, once", async () => {
    const preload = vi.fn(() => Promise.resolve());
    const before = setRoutePreloader(preload);
    try {
      start('/nl/mijn-profiel', mockApi(agency));
      const nav = await screen.findByRole('navigation', { name: 'Accountmenu' });
      const entry = within(nav).getByRole('link', { name: 'Bewaarde zoekacties' });
      fireEvent.pointerEnter(entry);
      fireEvent.focus(entry);
      expect(preload.mock.calls).toEqual([['savedsearches', 'nl']]);
      fireEvent.focus(within(nav).getByRole('link', { name: 'Statistieken' }));
      expect(preload).toHaveBeenLastCalledWith('statistics', 'nl');
    } finally {
      setRoutePreloader(before);
    }
  });

  it('loads the user, then cities, types and products, and renders the professional menu', async () => {
    const api = mockApi(agency);
    start('/nl/mijn-profiel', api);

    const nav = await screen.findByRole('navigation', { name: 'Accountmenu' });
    expect(nav).toHaveAttribute('data-testid', 'side-menu');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Immo Demo');
    expect(main()).toHaveAttribute('data-route', 'profile-nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeInTheDocument();

    const dashboard = nav.querySelector('[data-menu-item="dashboard"]');
    expect(dashboard).toHaveAttribute('href', '/nl/mijn-profiel');
    expect(dashboard).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelector('[data-menu-item="products-bestof"]')).toHaveAttribute(
      'href',
      '/nl/mijn-profiel/producten/toppers',
    );
    expect(nav.querySelector('[data-menu-item="projects"]')).not.toBeNull();
    expect(within(nav).getAllByText('Nieuw')).toHaveLength(2);
    const support = nav.querySelector('[data-menu-item="support"]');
    expect(support).toHaveAttribute('href', SUPPORT_URL);
    expect(support).toHaveAttribute('target', '_blank');
    expect(support?.getAttribute('rel')).toContain('noopener');
    // Its name says that it opens a new tab; the icon is decoration.
    expect(within(nav).getByRole('link', { name: /\(opent in een nieuw tabblad\)$/ })).toBe(support);

    // The shell's calls come first; then the dashboard page loads its own data.
    expect(callsOf(api).slice(0, 4)).toEqual([
      'GET /nl/api/core/my-profile/user',
      'GET /nl/api/core/profile/cities',
      'GET /nl/api/core/types',
      'GET /nl/api/core/my-products',
    ]);
    await waitFor(() => expect(callsOf(api)).toContain('GET /nl/api/core/my-properties/dashboard'));
  });

  it('can be asked for as the app starts, before anything renders, and then asks for nothing again', async () => {
    const api = mockApi(agency);
    http.configure({ fetch: api, getLanguage: () => 'nl', onUnauthorized: requestLogin });
    const queryClient = createQueryClient();
    startShellQueries(queryClient, 'nl');
    const shellCalls = [
      'GET /nl/api/core/my-products',
      'GET /nl/api/core/my-profile/user',
      'GET /nl/api/core/profile/cities',
      'GET /nl/api/core/types',
    ];
    // Products follow the user: the agency is a professional.
    await waitFor(() => expect(callsOf(api).sort()).toEqual(shellCalls));

    start('/nl/mijn-profiel', api, routes, queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(api)).toContain('GET /nl/api/core/my-properties/dashboard'));
    expect(
      callsOf(api)
        .filter((call) => shellCalls.includes(call))
        .sort(),
    ).toEqual(shellCalls);
  });

  it('asks a private user for no products as it starts', async () => {
    const api = mockApi(privateUser);
    http.configure({ fetch: api, getLanguage: () => 'nl', onUnauthorized: requestLogin });
    const queryClient = createQueryClient();
    startShellQueries(queryClient, 'nl');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(callsOf(api).sort()).toEqual([
      'GET /nl/api/core/my-profile/user',
      'GET /nl/api/core/profile/cities',
      'GET /nl/api/core/types',
    ]);
  });

  it('asks for cities and types while the user is still on its way (they are public)', async () => {
    let answerUser: (() => void) | undefined;
    const userAnswered = new Promise<void>((resolve) => (answerUser = resolve));
    const api = mockApi(agency, {
      'GET my-profile/user': async () => {
        await userAnswered;
        return json(200, { data: agency });
      },
    });
    start('/nl/mijn-profiel', api);
    await waitFor(() =>
      expect(callsOf(api)).toEqual([
        'GET /nl/api/core/my-profile/user',
        'GET /nl/api/core/profile/cities',
        'GET /nl/api/core/types',
      ]),
    );
    // Products are for professionals: they wait for the user.
    answerUser!();
    await screen.findByRole('navigation', { name: 'Accountmenu' });
    expect(callsOf(api)).toContain('GET /nl/api/core/my-products');
  });

  it('does not load products for a private user, and names the header after the person', async () => {
    const api = mockApi(privateUser);
    start('/nl/mijn-profiel/mijn-bewaarde-zoekacties', api);
    await screen.findByRole('navigation', { name: 'Accountmenu' });
    expect(screen.getByTestId('user-name')).toHaveTextContent('Sofie Peeters');
    // Her menu has no dashboard entry (spec): her name leads back to it.
    expect(screen.getByRole('link', { name: 'Sofie Peeters: naar uw overzicht' })).toHaveAttribute(
      'href',
      '/nl/mijn-profiel',
    );
    expect(main()).toHaveAttribute('data-route', 'savedsearches-nl');
    expect(callsOf(api).some((call) => call.includes('my-products'))).toBe(false);
    expect(document.querySelector('[data-menu-item="ad-house-for-sale"]')).toHaveAttribute(
      'href',
      '/nl/mijn-profiel/ad?propertytype=house&transactiontype=for-sale',
    );
  });

  it('navigates through the menu; the language switcher keeps the route and sets the cookie', async () => {
    const user = userEvent.setup();
    start('/nl/mijn-profiel', mockApi(agency));
    const nav = await screen.findByRole('navigation', { name: 'Accountmenu' });

    await user.click(nav.querySelector('[data-menu-item="statistics"]') as HTMLElement);
    await waitFor(() => expect(main()).toHaveAttribute('data-route', 'statistics-nl'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Statistieken' });
    // Focus leaves the menu link for the new page's heading, as the skip link sends it.
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole('link', { name: 'Français' }));
    await waitFor(() => expect(main()).toHaveAttribute('data-route', 'statistics-fr'));
    expect(app?.router.state.location.pathname).toBe('/fr/mon-profil/statistiques');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistiques' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    expect(screen.getByRole('navigation', { name: 'Menu du compte' })).toBeInTheDocument();
  });

  it('toggles the menu, and turns the toggle into a scroll-up arrow once scrolled', async () => {
    const user = userEvent.setup();
    start('/en/my-profile', mockApi(agency));
    await screen.findByRole('navigation', { name: 'Account menu' });

    // jsdom's window is narrower than MENU_COLLAPSE_BELOW: the menu starts collapsed.
    const toggle = screen.getByTestId('menu-toggle');
    const menu = screen.getByTestId('side-menu');
    expect(toggle).toHaveAttribute('data-mode', 'toggle');
    expect(menu).toHaveAttribute('data-collapsed', 'true');
    expect(toggle).toHaveAccessibleName('Show menu');

    await user.click(toggle);
    expect(menu).toHaveAttribute('data-collapsed', 'false');
    expect(toggle).toHaveAccessibleName('Hide menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const scrollTo = vi.spyOn(window, 'scrollTo');
    Object.defineProperty(window, 'scrollY', { value: SCROLL_THRESHOLD_PX + 1, configurable: true });
    act(() => {
      fireEvent.scroll(window);
    });
    expect(toggle).toHaveAttribute('data-mode', 'scroll-up');
    expect(toggle).toHaveAccessibleName('Back to top');

    await user.click(toggle);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(menu).toHaveAttribute('data-collapsed', 'false');
  });

  it('renders all routes and every private menu item disabled for an inactive user, with the notice', async () => {
    start('/nl/mijn-profiel/mijn-bewaarde-panden', mockApi(inactive));
    const notice = await screen.findByTestId('inactive-notice');
    expect(within(main()).queryByText('Dit deel van uw account is nog niet beschikbaar.')).toBeNull();
    expect(screen.getByTestId('user-name')).toHaveTextContent('lucas_m');
    const items = [...document.querySelectorAll('[data-menu-item]')];
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item.tagName).not.toBe('A');
      expect(item).not.toHaveAttribute('href');
    }
    expect(notice).toBeInTheDocument();
  });

  it('the inactive notice resends the confirmation e-mail: success message', async () => {
    const user = userEvent.setup();
    const api = mockApi(inactive, {
      'PUT my-profile/init-confirm-email': () => json(200, { data: { success: true } }),
    });
    start('/nl/mijn-profiel', api);
    const notice = await screen.findByTestId('inactive-notice');
    await user.click(within(notice).getByRole('button', { name: 'Bevestigingsmail opnieuw versturen' }));
    expect(await within(notice).findByText(/opnieuw verstuurd/)).toBeInTheDocument();
    expect(callsOf(api)).toContain('PUT /nl/api/core/my-profile/init-confirm-email');
  });

  it('the inactive notice resends the confirmation e-mail: failure message', async () => {
    const user = userEvent.setup();
    applyLanguage('en');
    start('/en/my-profile', mockApi(inactive, { 'PUT my-profile/init-confirm-email': () => json(503, {}) }));
    const notice = await screen.findByTestId('inactive-notice');
    await user.click(within(notice).getByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(
      await within(notice).findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('without a session opens the login modal; after login the screen carries on', async () => {
    const user = userEvent.setup();
    let session = false;
    const api = mockApi(null, {
      'GET my-profile/user': () =>
        session
          ? json(200, { data: agency })
          : json(401, { error: 'unauthorized', messageKey: 'errors:unauthorized' }),
      'POST auth/login': ({ body }) => {
        const { password } = body as { password: string };
        if (password !== 'Demo2026!') {
          return json(401, { error: 'invalidCredentials', messageKey: 'errors:invalidCredentials' });
        }
        session = true;
        return json(200, { data: agency });
      },
    });
    start('/nl/mijn-profiel/mijn-panden', api);

    const dialog = await screen.findByRole('dialog', { name: 'Aanmelden' });
    const email = within(dialog).getByLabelText(/E-mailadres/);
    const password = within(dialog).getByLabelText(/Wachtwoord/, { selector: 'input' });

    await user.click(within(dialog).getByRole('button', { name: 'Aanmelden' }));
    expect(await within(dialog).findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(within(dialog).getByText('Wachtwoord is verplicht.')).toBeInTheDocument();

    await user.type(email, 'agency@example.be');
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmelden' }));
    expect(await within(dialog).findByText('Het e-mailadres of wachtwoord is onjuist.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Demo2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmelden' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('navigation', { name: 'Accountmenu' })).toBeInTheDocument();
    expect(main()).toHaveAttribute('data-route', 'properties-nl');
    // The waiting GET my-profile/user was retried once, after the login.
    expect(callsOf(api).filter((call) => call.endsWith('my-profile/user'))).toHaveLength(2);
  });

  it('shows the sign-out under way, and says so when it fails, the session kept', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi(privateUser, {
      'GET my-profile/user/signout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    start('/nl/mijn-profiel', api);
    const button = await screen.findByTestId('sign-out');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    answer(json(500, { error: 'internal', messageKey: 'errors:generic' }));
    expect(await screen.findByText('Er is iets misgelopen. Probeer het later opnieuw.')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-loading');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('user-name')).toHaveTextContent(/\S/);
  });

  it('signs out, then shows the login modal', async () => {
    const user = userEvent.setup();
    let session = true;
    const api = mockApi(null, {
      'GET my-profile/user': () =>
        session
          ? json(200, { data: privateUser })
          : json(401, { error: 'unauthorized', messageKey: 'errors:unauthorized' }),
      'GET my-profile/user/signout': () => {
        session = false;
        return json(200, { data: { success: true } });
      },
    });
    start('/nl/mijn-profiel', api);
    await user.click(await screen.findByTestId('sign-out'));
    expect(await screen.findByRole('dialog', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(callsOf(api)).toContain('GET /nl/api/core/my-profile/user/signout');
    await waitFor(() => expect(screen.queryByTestId('user-name')).toBeNull());
  });
});
