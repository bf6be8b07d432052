import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { requestLogin } from '../../app/login/bridge';
import { Providers } from '../../app/providers';
import { connectRouter } from '../../app/router';
import { http } from '../../lib/http';
import { currentLanguage, i18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import type { mockApi } from '../../test/render';

/** Renders one screen of this feature at `path` with the app's providers (confirm dialogs included) and a memory router. */
export function renderScreen(ui: ReactElement, path: string, fetchMock: ReturnType<typeof mockApi>) {
  http.configure({ fetch: fetchMock, getLanguage: () => currentLanguage(), onUnauthorized: requestLogin });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const disconnect = connectRouter(router);
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return {
    ...view,
    router,
    queryClient,
    unmount: () => {
      view.unmount();
      disconnect();
      http.cancelAll();
    },
  };
}
