import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { requestLogin } from './lib/login-bridge';
import { Providers } from './app/providers';
import { connectRouter, routes } from './app/router';
import { currentUserKey } from './lib/auth/current-user';
import { http } from './lib/http';
import { currentLanguage, i18n, startI18n } from './lib/i18n';
import { detectLanguage } from './lib/language';
import { createQueryClient } from './lib/query-client';

// Calls use the language of the moment; a 401 on a non-public call opens the login modal and waits.
http.configure({ getLanguage: () => currentLanguage(), onUnauthorized: requestLogin });

const i18nStarted = startI18n(detectLanguage(window.location.pathname, document.cookie));
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
// Each route change checks the session again, so a session that ended elsewhere opens the login
// modal when the user moves on, and the menu follows a status changed in another tab.
connectRouter(router, {
  afterChange: () => void queryClient.invalidateQueries({ queryKey: currentUserKey }),
});

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// Nothing renders before the shell's catalogs are in (no keys for words); the route's screen and its
// catalogs download meanwhile. (No top-level await: it would turn off the bundler's chunk optimisations.)
void i18nStarted.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
