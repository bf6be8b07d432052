import type { AnyRouteName, Language } from '@app/contract';
import { LANGUAGES, ROUTE_NAMES, routeId, routePattern } from '@app/contract';
import { Button, Stack, Text } from '@mantine/core';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from '@app/i18n/react';
import type { LoaderFunctionArgs, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { Outlet, replace, useLocation } from 'react-router';
import { cancelAll } from '../lib/http';
import type { RouteHandle } from '../lib/language';
import { applyLanguage, detectLanguage, fallbackRedirect, languageFromPath } from '../lib/language';
import type { Namespace } from '@app/i18n';
import { loadNamespaces } from '../lib/i18n';
import { ROUTE_NAMESPACES } from '../lib/namespaces';
import { setRoutePreloader } from '../lib/route-preload';
import { PublicLayout } from './shell/public-layout';
import { Shell } from './shell/shell';
import DashboardPage from '../features/dashboard/dashboard-page';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * Every named route's screen, loaded when the route is first opened; but the dashboard (`profile`),
 * the account area's home where every login lands, is in the entry with its catalogs. Loaded apart,
 * its twenty chunks queued for the browser's six connections after the entry, and its heading, the
 * largest paint, came some 0.6 s later on a phone (issue 14, decision 031).
 */
const PAGES: Record<AnyRouteName, LazyPage> = {
  'confirm-email': async () => ({ Component: (await import('./pages/confirm-email')).default }),
  'confirm-deletion': async () => ({
    Component: (await import('../features/account/confirm-deletion-page')).default,
  }),
  'secure-account': async () => ({
    Component: (await import('../features/account/secure-account-page')).default,
  }),
  'seller-report': async () => ({
    Component: (await import('../features/seller-reports/seller-report-page')).default,
  }),
  data: async () => ({ Component: (await import('./pages/my-data')).default }),
  password: async () => ({ Component: (await import('../features/account/password-page')).default }),
  properties: async () => {
    const page = await import('./pages/properties');
    await page.drawnPartsLoaded();
    return { Component: page.default };
  },
  'property-order': async () => ({ Component: (await import('./pages/property-order')).default }),
  profile: async () => ({ Component: DashboardPage }),
  projects: async () => ({ Component: (await import('../features/projects/projects-page')).default }),
  drafts: async () => ({ Component: (await import('../features/drafts/drafts-page')).default }),
  emails: async () => ({ Component: (await import('../features/contacts/received-contacts-page')).default }),
  'contacts-sent': async () => ({
    Component: (await import('../features/contacts/sent-contacts-page')).default,
  }),
  ad: async () => ({ Component: (await import('./pages/ad-editor')).default }),
  savedsearches: async () => ({
    Component: (await import('../features/saved-searches/saved-searches-page')).default,
  }),
  savedproperties: async () => ({
    Component: (await import('../features/bookmarks/bookmarks-page')).default,
  }),
  'products-summary': async () => ({
    Component: (await import('./pages/products-summary')).default,
  }),
  'products-property-advisor': async () => ({
    Component: (await import('../features/products/property-advisor-page')).PropertyAdvisorPage,
  }),
  valuations: async () => ({ Component: (await import('../features/valuations/valuations-page')).default }),
  'products-lead-generator': async () => ({ Component: (await import('./pages/lead-generator')).default }),
  'products-profirst': async () => ({ Component: (await import('./pages/territories')).ProFirstRoute }),
  'products-valuation': async () => ({
    Component: (await import('./pages/territories')).ValuationZonesRoute,
  }),
  'products-profirstcontacts': async () => ({
    Component: (await import('../features/products/territory-pages')).ProFirstContactsPage,
  }),
  'products-valuationcontacts': async () => ({
    Component: (await import('../features/products/territory-pages')).ValuationContactsPage,
  }),
  'valuation-orders': async () => ({
    Component: (await import('../features/valuations/valuation-orders-page')).ValuationOrdersPage,
  }),
  'valuation-order-receipt': async () => ({
    Component: (await import('../features/valuations/valuation-order-receipt-page'))
      .ValuationOrderReceiptPage,
  }),
  'products-wallpaper': async () => ({
    Component: (await import('../features/products/wallpaper-page')).WallpaperPage,
  }),
  'products-bestof': async () => ({
    Component: (await import('../features/products/slot-product-page')).BestOfPage,
  }),
  'products-color': async () => ({
    Component: (await import('../features/products/slot-product-page')).ColorPage,
  }),
  statistics: async () => ({
    Component: (await import('../features/statistics/statistics-page')).default,
  }),
};
const notFound: LazyPage = async () => {
  const { default: Page } = await import('./pages/not-found');
  return {
    Component: () => (
      <PublicLayout>
        <Page />
      </PublicLayout>
    ),
  };
};

/** Loads a page's catalogs, in its language, into the i18n instance that renders it. */
export type LoadNamespaces = (namespaces: readonly Namespace[], lang: Language) => Promise<unknown>;

/** One route per name and language: pattern and id from the contract, `{ name, lang }` in the handle. */
function namedRoutes(
  names: readonly AnyRouteName[],
  load: LoadNamespaces,
  languages: readonly Language[],
): RouteObject[] {
  return languages.flatMap((lang) =>
    names.map((name) => ({
      id: routeId(name, lang),
      path: routePattern(name, lang),
      handle: { name, lang } satisfies RouteHandle,
      // Every visit waits for the page's catalogs and the shell's in the page's language (at once when
      // they are in), beside the screen's code: a switch of language draws the new page in the new
      // language, never first in the old one.
      loader: async () => {
        await load(ROUTE_NAMESPACES[name], lang);
        return null;
      },
      lazy: PAGES[name],
    })),
  );
}

const cookie = () => (typeof document === 'undefined' ? '' : document.cookie);

/** Paths outside the route table: legacy and language-less paths redirect (replace); the rest is not found. */
export function fallbackLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = fallbackRedirect(url.pathname, detectLanguage(url.pathname, cookie()));
  if (target) return replace(`${target}${url.search}${url.hash}`);
  return null;
}

/** Scrolls to the top on every route change (spec section 2). */
function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}

function RootError() {
  const { t } = useTranslation();
  return (
    <main data-route="error">
      <Stack p="xl" align="flex-start" role="alert">
        <Text>{t('errors:generic')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common:retry')}</Button>
      </Stack>
    </main>
  );
}

const PUBLIC_NAMES: readonly AnyRouteName[] = [
  'confirm-email',
  'confirm-deletion',
  'secure-account',
  'seller-report',
];
const SHELL_NAMES: readonly AnyRouteName[] = [...ROUTE_NAMES, 'ad'];

/**
 * The route tree: confirm-email, confirm-deletion, secure-account and seller-report are public; the 25 named routes and the ad editor live in the shell
 * (which needs a session); everything else goes through `fallbackLoader` to a redirect or not-found.
 * `load` reads a screen's catalogs: the app's instance in the browser, the page's own on the server.
 * `languages` are those whose paths the tree holds from the start (the others: `otherLanguagesOnMiss`).
 */
export const createRoutes = (
  load: LoadNamespaces = loadNamespaces,
  languages: readonly Language[] = LANGUAGES,
): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: () => null,
    children: [
      {
        id: 'public',
        Component: PublicLayout,
        children: namedRoutes(PUBLIC_NAMES, load, languages),
      },
      { id: 'shell', Component: Shell, children: namedRoutes(SHELL_NAMES, load, languages) },
      { id: 'not-found', path: '*', loader: fallbackLoader, lazy: notFound },
    ],
  },
];

export const routes: RouteObject[] = createRoutes();

/**
 * The browser's router starts with the paths of the page's language only, and adds the other
 * languages' when a path of theirs is first asked for (a switch of language, a link): making the
 * router ranks and compiles every path it holds, in one task of the app's start (decision 079).
 * React Router asks this for any path that only a splat or a parameter matched, once per path.
 */
export function otherLanguagesOnMiss(
  first: Language,
  load: LoadNamespaces = loadNamespaces,
): PatchRoutesOnNavigationFunction {
  let added = false;
  return ({ path, patch }) => {
    if (added || languageFromPath(path) === first) return;
    added = true;
    const others = LANGUAGES.filter((lang) => lang !== first);
    patch('public', namedRoutes(PUBLIC_NAMES, load, others));
    patch('shell', namedRoutes(SHELL_NAMES, load, others));
  };
}

// What a menu entry starts loading when pointed at: the screen's code and its catalogs, as a visit would.
setRoutePreloader((name, lang) => Promise.all([PAGES[name](), loadNamespaces(ROUTE_NAMESPACES[name], lang)]));

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe: (listener: (state: { location: { pathname: string; search: string } }) => void) => () => void;
}

export interface RouterHooks {
  /** Cancels pending requests; default: the app's client. */
  cancel?: () => unknown;
  /** Runs after each route change, once pending requests are cancelled. */
  afterChange?: () => void;
}

/**
 * Hooks a router into the app: the language follows the path, and every route change cancels
 * all pending requests (spec section 7). Runs before React renders the new route.
 */
export function connectRouter(
  router: RouterLike,
  { cancel = cancelAll, afterChange }: RouterHooks = {},
): () => void {
  let last = router.state.location;
  applyLanguage(detectLanguage(last.pathname, cookie()));
  return router.subscribe(({ location }) => {
    if (location.pathname === last.pathname && location.search === last.search) return;
    last = location;
    cancel();
    applyLanguage(detectLanguage(location.pathname, cookie()));
    afterChange?.();
  });
}
