import { intlWarmedUp } from './intl-warm-up';
import './app/mantine-styles';
import { RENDERED_STATE_ID, SIGNED_OUT_META } from '@app/contract';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { warmUpFormatting } from '@app/i18n';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { whenIdle } from './lib/when-idle';
import { requestLogin } from './lib/login-bridge';
import { Providers } from './app/providers';
import { ReadyMark } from './lib/ready-mark';
import { ScreenAssumption } from './lib/use-media-query';
import { createBrowserRouterToStart } from './app/browser-router';
import { connectRouter, createRoutes, otherLanguagesOnMiss } from './app/router';
import { startShellQueries } from './app/shell/shell';
import { showStartFailure } from './app/start-failure';
import { currentUserKey } from './lib/auth/current-user';
import { http } from './lib/http';
import { currentLanguage, i18n, loadNamespaces, startI18n } from './lib/i18n';
import { detectLanguage, isRouteHandle } from './lib/language';
import { ROUTE_NAMESPACES } from './lib/namespaces';
import { createQueryClient } from './lib/query-client';
import type { RenderedState } from './entry-server';

/** Waits for the next task: each step of the start is a task of its own, none long on a phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start, in tasks of their own after the one where the browser evaluates the entry's
 * modules: together they made one long task that blocked a phone (issue 14).
 */
async function start(): Promise<void> {
  await nextTask();
  const startLanguage = detectLanguage(window.location.pathname, document.cookie);
  // Calls use the language of the moment (the page's, until the messages have started); a 401 on a
  // non-public call opens the login modal and waits. A page the server sent without a session opens
  // it before the first such call instead: that call would only have answered 401.
  let signedOut = document.querySelector(`meta[name="${SIGNED_OUT_META}"]`) !== null;
  http.configure({
    getLanguage: () => (i18n.isInitialized ? currentLanguage() : startLanguage),
    onUnauthorized: requestLogin,
    loginFirst: () =>
      signedOut
        ? requestLogin().then(() => {
            signedOut = false;
          })
        : undefined,
  });
  const queryClient = createQueryClient();
  // A page the server rendered (entry-server.tsx) holds the data it was drawn from: the app starts from
  // it instead of asking again.
  const renderedText = document.getElementById(RENDERED_STATE_ID)?.textContent;
  const rendered = renderedText ? (JSON.parse(renderedText) as RenderedState) : null;
  if (rendered) hydrate(queryClient, rendered.queries);
  // The router is made in a task, and matches the first page in the next (its screen's code starts
  // loading; its catalogs wait for the messages, started after): with the data's above, one task of
  // 120 to 140 ms as Lighthouse counts a phone (issue 49).
  await nextTask();
  const router = createBrowserRouterToStart(createRoutes(loadNamespaces, [startLanguage]), {
    patchRoutesOnNavigation: otherLanguagesOnMiss(startLanguage),
  });
  await nextTask();
  router.initialize();
  await nextTask();

  // The first page's catalogs load with the shell's, and the shell's data is asked for at once,
  // beside the code, instead of each waiting for the one before (issue 14).
  const firstPage = router.state.matches;
  const handle: unknown = firstPage.at(-1)?.route.handle;
  const i18nStarted = startI18n(startLanguage, isRouteHandle(handle) ? ROUTE_NAMESPACES[handle.name] : []);
  if (!rendered && firstPage.some((match) => match.route.id === 'shell')) {
    void startShellQueries(queryClient, startLanguage);
  }
  // Each route change checks the session again, so a session that ended elsewhere opens the login
  // modal when the user moves on, and the menu follows a status changed in another tab.
  connectRouter(router, {
    afterChange: () => void queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });

  // What the worker leaves to do (the formatters' own instances) is done once it is done, while the
  // page waits for its catalogs and data, not in the render that draws the data (issue 14).
  void intlWarmedUp.then(() => whenIdle(() => warmUpFormatting(startLanguage)));

  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
        <ReadyMark />
      </Providers>
    </StrictMode>
  );
  // The first render waits for the shell's and the first page's catalogs (no keys for words) and for
  // the router's first route, its screen's code and catalogs: until then the router draws nothing.
  // RouterProvider reads the router's state as it renders and subscribes to it only once the render
  // is committed; a route that came in between was lost, and the page stayed blank (seen in the
  // browser tests, once in a few hundred loads). A page the server rendered is taken over only
  // when this first render draws the same, on the screen the server assumed.
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else
      router.subscribe((state) => {
        if (state.initialized) resolve();
      });
  });
  await Promise.all([i18nStarted, routerReady]);
  // A transition: React yields to the browser every few milliseconds instead of blocking it for the
  // whole tree (the total blocking time of the dashboard's load, issue 14).
  startTransition(() => {
    if (rendered) {
      hydrateRoot(root, <ScreenAssumption value={{ desktop: rendered.desktop }}>{app}</ScreenAssumption>);
    } else createRoot(root).render(app);
  });
}

// A start that fails says so in the page's language (the catalogs may be what failed).
start().catch((error: unknown) =>
  showStartFailure(detectLanguage(window.location.pathname, document.cookie), error),
);
