import type { AnyRouteName, Language } from '@app/contract';
import {
  ALL_ROUTES,
  endpoints,
  LANGUAGE_COOKIE,
  LANGUAGES,
  matchRoute,
  routeId,
  routePath,
} from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/http';
import { callsOf, json, mockApi, renderApp } from '../test/render';
import { agency } from '../test/users';
import { applyLanguage } from '../lib/language';
import { isLoginRequested, completeLogin } from '../lib/login-bridge';
import type { Namespace } from '@app/i18n';
import { ROUTE_NAMESPACES } from '../lib/namespaces';
import { connectRouter, createRoutes, otherLanguagesOnMiss, routes } from './router';

let app: ReturnType<typeof renderApp> | null = null;
const start = (...args: Parameters<typeof renderApp>) => (app = renderApp(...args));

afterEach(() => {
  app?.unmount();
  app = null;
  if (isLoginRequested()) completeLogin();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  applyLanguage('nl');
});

const main = () => document.querySelector('main') as HTMLElement;

/** Sample values for every parameter of the route table. */
const SAMPLE = { vlancode: 'V123', vlanCode: 'V123', orderId: '9', announcementId: '42' };

describe('route table', () => {
  it('registers every named route in every language, with its contract id and handle', () => {
    const names = Object.keys(ALL_ROUTES) as AnyRouteName[];
    expect(names).toHaveLength(30);
    for (const lang of LANGUAGES) {
      for (const name of names) {
        for (const params of [{}, SAMPLE]) {
          let path: string;
          try {
            path = routePath(name, lang, params);
          } catch {
            continue; // a required parameter is missing in the empty sample
          }
          // Where two patterns match one URL, the contract's first route wins; the router agrees.
          const expected = matchRoute(path);
          const leaf = matchRoutes(routes, path)?.at(-1)?.route;
          expect(expected, path).not.toBeNull();
          expect(leaf?.id, path).toBe(routeId(expected!.name, lang));
          expect(leaf?.handle, path).toEqual({ name: expected!.name, lang });
          if (params === SAMPLE) expect(expected!.name, path).toBe(name);
        }
      }
    }
  });

  it('sends unknown paths to the fallback route', () => {
    expect(matchRoutes(routes, '/nl/bestaat-niet')?.at(-1)?.route.id).toBe('not-found');
    expect(matchRoutes(routes, '/')?.at(-1)?.route.id).toBe('not-found');
  });
});

describe('routing', () => {
  it('redirects / to the dashboard in the cookie language', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=fr; Path=/`;
    start('/', mockApi(agency));
    await waitFor(() => expect(app?.router.state.location.pathname).toBe('/fr/mon-profil'));
    await waitFor(() => expect(main()).toHaveAttribute('data-route', 'profile-fr'));
    expect(document.documentElement.lang).toBe('fr');
  });

  it('redirects a legacy nl shortcut (replace) to its named route', async () => {
    start('/nl/mijn-gegevens?x=1', mockApi(agency));
    await waitFor(() => expect(app?.router.state.location.pathname).toBe('/nl/mijn-profiel/mijn-gegevens'));
    expect(app?.router.state.location.search).toBe('?x=1');
    expect(app?.router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(main()).toHaveAttribute('data-route', 'data-nl'));
  });

  it('shows a translated not-found page for unknown paths', async () => {
    start('/en/nothing-here', mockApi(agency));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(main()).toHaveAttribute('data-route', 'not-found');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/en/my-profile');
  });

  it('scrolls to the top on route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    start('/nl/mijn-profiel', mockApi(agency));
    await waitFor(() => expect(main()).toHaveAttribute('data-route', 'profile-nl'));
    scrollTo.mockClear();
    await app?.router.navigate('/nl/mijn-profiel/mijn-panden');
    await waitFor(() => expect(main()).toHaveAttribute('data-route', 'properties-nl'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('a page in another language', () => {
  it('shows only once its catalogs are in, in its language: the page before stays until then', async () => {
    const release = new Map<Language, () => void>();
    const load = vi.fn((_namespaces: readonly Namespace[], lang: Language) =>
      lang === 'nl' ? Promise.resolve() : new Promise<void>((resolve) => release.set(lang, resolve)),
    );
    const dutch = routePath('profile', 'nl');
    const french = routePath('profile', 'fr');
    const router = createMemoryRouter(createRoutes(load), { initialEntries: [dutch] });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(load).toHaveBeenCalledWith(ROUTE_NAMESPACES.profile, 'nl');

    void router.navigate(french);
    await waitFor(() => expect(load).toHaveBeenCalledWith(ROUTE_NAMESPACES.profile, 'fr'));
    expect(router.state.navigation.state).toBe('loading');
    expect(router.state.location.pathname).toBe(dutch);
    release.get('fr')!();
    await waitFor(() => expect(router.state.location.pathname).toBe(french));
    router.dispose();
  });
});

describe("a router that starts with its page's language", () => {
  const idsOf = (router: { routes: readonly { id: string; children?: readonly unknown[] }[] }): string[] => {
    const ids: string[] = [];
    const walk = (list: readonly { id: string; children?: readonly unknown[] }[]) => {
      for (const route of list) {
        ids.push(route.id);
        if (route.children) walk(route.children as typeof list);
      }
    };
    walk(router.routes);
    return ids;
  };
  const startIn = (lang: Language, path: string) =>
    createMemoryRouter(
      createRoutes(() => Promise.resolve(), [lang]),
      {
        initialEntries: [path],
        patchRoutesOnNavigation: otherLanguagesOnMiss(lang, () => Promise.resolve()),
      },
    );
  const leafOf = (router: ReturnType<typeof startIn>) => router.state.matches.at(-1)?.route.id;

  it("holds only that language's paths, and takes one with a parameter without the others", async () => {
    const listing = routePath('statistics', 'nl', { vlanCode: 'V123' });
    const router = startIn('nl', listing);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(leafOf(router)).toBe(routeId('statistics', 'nl'));
    expect(router.state.matches.at(-1)?.params).toMatchObject({ vlanCode: 'V123' });
    const ids = idsOf(router);
    expect(ids).toContain(routeId('profile', 'nl'));
    expect(ids).not.toContain(routeId('profile', 'fr'));
    router.dispose();
  });

  it("finds another language's page, with its parameters, when first asked for it", async () => {
    const router = startIn('nl', routePath('profile', 'nl'));
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate(routePath('emails', 'fr', { vlancode: 'V9' }));
    await waitFor(() => expect(leafOf(router)).toBe(routeId('emails', 'fr')));
    expect(router.state.matches.at(-1)?.params).toMatchObject({ vlancode: 'V9' });
    await router.navigate(routePath('password', 'en'));
    await waitFor(() => expect(leafOf(router)).toBe(routeId('password', 'en')));
    router.dispose();
  });

  it("answers a path of no page as not found, in the page's language as in another", async () => {
    const router = startIn('fr', '/fr/mon-profil/nulle-part');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(leafOf(router)).toBe('not-found');
    await router.navigate('/en/my-profile/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/my-profile/nowhere'));
    expect(leafOf(router)).toBe('not-found');
    router.dispose();
  });

  it('starts on a page of another language than the first (a language-less path redirected)', async () => {
    const router = startIn('nl', routePath('savedsearches', 'en'));
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(leafOf(router)).toBe(routeId('savedsearches', 'en'));
    router.dispose();
  });
});

describe('route change cancels pending requests', () => {
  it('calls cancel, then afterChange, on each location change, not on other state changes', async () => {
    const order: string[] = [];
    const cancel = vi.fn(() => order.push('cancel'));
    const afterChange = vi.fn(() => order.push('afterChange'));
    const router = createMemoryRouter(
      [
        { path: '/a', element: null },
        { path: '/b', element: null },
      ],
      { initialEntries: ['/a'] },
    );
    const disconnect = connectRouter(router, { cancel, afterChange });
    await router.navigate('/b');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['cancel', 'afterChange']);
    await router.navigate('/b');
    expect(cancel).toHaveBeenCalledTimes(1);
    await router.navigate('/a?x=1');
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(afterChange).toHaveBeenCalledTimes(2);
    disconnect();
    router.dispose();
  });

  it('a request pending when the route changes rejects as cancelled, with the route change as reason', async () => {
    const api = mockApi(agency, {
      'GET types': () => json(200, { data: { propertyTypes: [], transactionTypes: [], statusTypes: [] } }),
    });
    start('/nl/mijn-profiel', api);
    await waitFor(() => expect(main()).toHaveAttribute('data-route', 'profile-nl'));

    api.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = call(endpoints.getMyProducts, {});
    await app?.router.navigate('/nl/mijn-profiel/mijn-panden');
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', reason: 'route-change' });
  });
});

describe('confirm-email page', () => {
  it('confirms the token without a session and links to the dashboard', async () => {
    const api = mockApi(null, {
      'PUT auth/confirm-email': ({ body }) =>
        (body as { token: string }).token === 'good'
          ? json(200, { data: { success: true } })
          : json(400, { error: 'tokenInvalid', messageKey: 'errors:tokenInvalid' }),
    });
    start('/nl/mijn-profiel/e-mail-bevestigen?token=good', api);
    expect(await screen.findByTestId('confirm-email-success')).toHaveTextContent(
      'Uw e-mailadres is bevestigd.',
    );
    expect(screen.getByRole('link', { name: 'Naar mijn account' })).toHaveAttribute(
      'href',
      '/nl/mijn-profiel',
    );
    expect(main()).toHaveAttribute('data-route', 'confirm-email-nl');
    expect(callsOf(api)).toEqual(['PUT /nl/api/core/auth/confirm-email']);
    expect(isLoginRequested()).toBe(false);
  });

  it('shows the invalid-token message', async () => {
    applyLanguage('fr');
    const api = mockApi(null, {
      'PUT auth/confirm-email': () => json(400, { error: 'tokenInvalid', messageKey: 'errors:tokenInvalid' }),
    });
    start('/fr/mon-profil/confirmer-email?token=old', api);
    expect(await screen.findByTestId('confirm-email-error')).toHaveTextContent(
      "Ce lien n'est pas valide ou a expiré.",
    );
  });

  it('shows the invalid-token message without calling the API when the token is missing', async () => {
    const api = mockApi(null);
    start('/en/my-profile/confirm-email', api);
    expect(await screen.findByTestId('confirm-email-error')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
    expect(api).not.toHaveBeenCalled();
  });
});
