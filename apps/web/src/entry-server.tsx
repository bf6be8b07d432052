import type { AnyRouteName, CurrentUser, PageRequest, RenderedPage } from '@app/contract';
import { createLazyI18n } from '@app/i18n';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { isActiveUser } from './app/menu';
import { Providers } from './app/providers';
import { createRoutes } from './app/router';
import { startShellQueries } from './app/shell/shell';
import { prefetchBookmarks } from './features/bookmarks/api/prefetch-bookmarks';
import { prefetchReceivedContacts, prefetchSentContacts } from './features/contacts/api/prefetch-contacts';
import { prefetchDashboard } from './features/dashboard/api/prefetch-dashboard';
import { preloadActivitySections } from './features/dashboard/dashboard-page';
import { prefetchBestOf } from './features/products/api/prefetch-best-of';
import { prefetchLeadGenerator } from './features/products/api/prefetch-lead-generator';
import { prefetchProductsSummary } from './features/products/api/prefetch-products-summary';
import { prefetchTerritories, prefetchTerritoryContacts } from './features/products/api/prefetch-territories';
import { profileQuery } from './features/profile/api/profile';
import { prefetchProperties } from './features/properties/api/prefetch-properties';
import { prefetchSavedSearches } from './features/saved-searches/api/prefetch-saved-searches';
import { prefetchStatistics } from './features/statistics/api/prefetch-statistics';
import { prefetchValuations } from './features/valuations/api/prefetch-valuations';
import { currentUserKey } from './lib/auth/current-user';
import { createHttpClient, isApiError } from './lib/http';
import { isRouteHandle } from './lib/language';
import type { Prefetch } from './lib/prefetch';
import { ReadyMark } from './lib/ready-mark';
import { laterNamespaces, pageNamespaces, ROUTE_NAMESPACES } from './lib/namespaces';
import { documentTitle, routeTitleKey } from './lib/page-title';
import { createQueryClient } from './lib/query-client';
import { ScreenAssumption } from './lib/use-media-query';

/**
 * The screens the server renders, with the data each asks for first. The dashboard is where every
 * login lands: drawn by the server, its heading and figures arrive with the page instead of after
 * the app's code, its data and a second round trip (issue 14, decision 039). My properties, where
 * users land from e-mails and bookmarks, and the other lists they land on the same way (issue 49,
 * decision 066). Every other screen renders in the browser.
 */
const SERVER_RENDERED: Partial<Record<AnyRouteName, Prefetch>> = {
  profile: async (queryClient, user, caller) => {
    await Promise.all([prefetchDashboard(queryClient, user.id, caller), preloadActivitySections()]);
  },
  emails: prefetchReceivedContacts,
  'contacts-sent': prefetchSentContacts,
  // With the profile its PRO Directory preview shows: asked for after the takeover, its call loaded
  // the schemas, a long task on a phone (issue 49). Its version (lib/versioned.ts) does not survive
  // the trip into the page: a form saved from it reads the profile again first.
  'products-summary': async (queryClient, user, ...rest) => {
    await Promise.all([
      prefetchProductsSummary(queryClient, user, ...rest),
      user.isProUser ? queryClient.fetchQuery(profileQuery(user.id, rest[0])) : undefined,
    ]);
  },
  'products-bestof': prefetchBestOf,
  // The contacts' e-mails link their lists; the order dialogs and their schemas load when opened.
  'products-profirst': prefetchTerritories('proFirst'),
  'products-valuation': prefetchTerritories('valuation'),
  'products-profirstcontacts': prefetchTerritoryContacts('proFirst'),
  'products-valuationcontacts': prefetchTerritoryContacts('valuation'),
  'products-lead-generator': prefetchLeadGenerator,
  properties: prefetchProperties,
  savedproperties: prefetchBookmarks,
  valuations: prefetchValuations,
  savedsearches: prefetchSavedSearches,
  statistics: prefetchStatistics,
};

/** The route table, to match a request's path (a render builds its own, on its own messages). */
const ROUTE_TABLE = createRoutes();

/** What `main.tsx` reads back from the page. */
export interface RenderedState {
  queries: ReturnType<typeof dehydrate>;
  /** The screen the page was drawn for (ScreenAssumption). */
  desktop: boolean;
}

/**
 * Renders a signed-in, active user's page when its screen is in SERVER_RENDERED (see RenderPage in
 * the contract). No session, an inactive account or another screen: null, and the browser renders
 * the page as before. A call that fails otherwise rejects: the server logs it and sends the page
 * without markup, whose own calls then show the failure as they always have.
 */
export async function renderPage({ url, fetch, phone }: PageRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const matches = matchRoutes(ROUTE_TABLE, location.pathname) ?? [];
  const handle: unknown = matches.at(-1)?.route.handle;
  if (!isRouteHandle(handle) || !matches.some((match) => match.route.id === 'shell')) return null;
  const prefetchScreen = SERVER_RENDERED[handle.name];
  if (!prefetchScreen) return null;
  const { lang } = handle;

  const http = createHttpClient({ fetch, getLanguage: () => lang });
  const queryClient = createQueryClient();
  const i18n = createLazyI18n();
  const [, i18nReady] = await Promise.allSettled([
    startShellQueries(queryClient, lang, http.call),
    // The parts the browser loads after its first paint are in the server's markup: their catalogs too.
    i18n.start(lang, pageNamespaces([...ROUTE_NAMESPACES[handle.name], ...laterNamespaces(handle.name)])),
  ]);
  if (i18nReady.status === 'rejected') throw i18nReady.reason;
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failed) {
    const { error } = failed.state;
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  const user = queryClient.getQueryData<CurrentUser>(currentUserKey);
  if (!user || !isActiveUser(user)) return null;
  await prefetchScreen(queryClient, user, http.call, location.searchParams, matches.at(-1)?.params ?? {});

  // The route's catalogs load into this page's instance; the browser's loads them into its own.
  const handler = createStaticHandler(createRoutes((namespaces) => i18n.loadNamespaces(namespaces)));
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  // prerender waits for every lazy part (the notifications' container, the route's screen), so the
  // markup is whole; renderToString would leave them to the browser.
  const screen = { desktop: !phone };
  const { prelude } = await prerender(
    <ScreenAssumption value={screen}>
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          {/* As main.tsx renders it: the same tree, so useId gives the browser the ids the markup has
              (React does not mend an attribute, an aria-controls say, while it takes a page over). */}
          <ReadyMark />
        </Providers>
      </StrictMode>
    </ScreenAssumption>,
    // Every part in place, however large the page: React moves a Suspense boundary past this many bytes
    // to the end of the page, with an inline script to put it back, which the page's Content Security
    // Policy blocks (and a page read without scripts never runs).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const state: RenderedState = { queries: dehydrate(queryClient), ...screen };
  return {
    lang,
    title: documentTitle(
      // The seller's report keeps its title in its own namespace (not in the shell's `routes`).
      i18n.t(handle.name === 'seller-report' ? 'sellerReport:title' : routeTitleKey(handle.name)),
      i18n.t('shell:appName'),
    ),
    html: await new Response(prelude).text(),
    state,
  };
}
