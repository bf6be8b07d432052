import './app/mantine-styles';
import { StrictMode, startTransition } from 'react';
import { warmUpFormatting } from '@app/i18n';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { whenIdle } from './lib/when-idle';
import { requestLogin } from './lib/login-bridge';
import { Providers } from './app/providers';
import { connectRouter, routes } from './app/router';
import { startShellQueries } from './app/shell/shell';
import { currentUserKey } from './lib/auth/current-user';
import { http } from './lib/http';
import { currentLanguage, i18n, startI18n } from './lib/i18n';
import { detectLanguage, isRouteHandle } from './lib/language';
import { ROUTE_NAMESPACES } from './lib/namespaces';
import { createQueryClient } from './lib/query-client';

const startLanguage = detectLanguage(window.location.pathname, document.cookie);
// Calls use the language of the moment (the page's, until i18next has started); a 401 on a
// non-public call opens the login modal and waits.
http.configure({
  getLanguage: () => (i18n.language ? currentLanguage() : startLanguage),
  onUnauthorized: requestLogin,
});

// The first page's catalogs load with the shell's, and the shell's data is asked for at once,
// beside the code, instead of each waiting for the one before (issue 14).
const firstPage = matchRoutes(routes, window.location) ?? [];
const handle: unknown = firstPage.at(-1)?.route.handle;
const i18nStarted = startI18n(startLanguage, isRouteHandle(handle) ? ROUTE_NAMESPACES[handle.name] : []);
const queryClient = createQueryClient();
if (firstPage.some((match) => match.route.id === 'shell')) startShellQueries(queryClient, startLanguage);
const router = createBrowserRouter(routes);
// Each route change checks the session again, so a session that ended elsewhere opens the login
// modal when the user moves on, and the menu follows a status changed in another tab.
connectRouter(router, {
  afterChange: () => void queryClient.invalidateQueries({ queryKey: currentUserKey }),
});

// Intl's locale data loads while the page waits for its catalogs and data, not in the render that
// draws the data (a long task on a phone, issue 14).
whenIdle(() => warmUpFormatting(startLanguage));

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// The first render is a transition: React yields to the browser every few milliseconds instead of
// blocking it for the whole tree (the total blocking time of the dashboard's load, issue 14).
// Nothing renders before the shell's and the first page's catalogs are in (no keys for words); the
// route's screen downloads meanwhile. (No top-level await: it would turn off the bundler's chunk
// optimisations.)
void i18nStarted.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
