import type { CurrentUser } from '@app/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { requestLogin } from '../lib/login-bridge';
import { Providers } from '../app/providers';
import { connectRouter, routes } from '../app/router';
import { http } from '../lib/http';
import { currentLanguage, i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** An answer, now or later (a test that holds one back to see what runs meanwhile). */
export type Handler = (request: {
  method: string;
  path: string;
  lang: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  /** The request's own headers (If-Match, Idempotency-Key), by lower-case name. */
  headers: Record<string, string>;
}) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export const typesData = {
  propertyTypes: [{ id: 1, code: 'house', name: 'Huis' }],
  transactionTypes: [{ id: 1, code: 'sale', name: 'Te koop' }],
  statusTypes: [{ id: 1, code: 'published', name: 'Gepubliceerd' }],
};

/**
 * A fetch double for the API of the contract: `handlers` by "METHOD path" (path relative to
 * /{lang}/api/core/); the shell's start-up calls answer by default for `user` (401 when null).
 */
export function mockApi(user: CurrentUser | null, handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET my-profile/user': () =>
      user
        ? json(200, { data: user })
        : json(401, { error: 'unauthorized', messageKey: 'errors:unauthorized' }),
    'GET profile/cities': () =>
      json(200, { data: [], paging: { page: 1, pageSize: 20, total: 0, totalPages: 0 } }),
    'GET types': () => json(200, { data: typesData }),
    'GET my-products': () => json(200, { data: [] }),
  };
  const all = { ...defaults, ...handlers };
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const match = /^\/(nl|fr|en)\/api\/core\/(.*)$/.exec(url.pathname);
    const method = init?.method ?? 'GET';
    const handler = match ? all[`${method} ${match[2]}`] : undefined;
    if (!match || !handler) return json(404, { error: 'notFound', messageKey: 'errors:notFound' });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    return handler({ method, path: match[2]!, lang: match[1]!, query: url.searchParams, body, headers });
  });
}

/** The whole app (routes, providers, login modal) on a memory router at `path`; or other routes. */
export function renderApp(
  path: string,
  fetchMock: ReturnType<typeof mockApi>,
  routeTree: RouteObject[] = routes,
  queryClient = createQueryClient(),
) {
  http.configure({ fetch: fetchMock, getLanguage: () => currentLanguage(), onUnauthorized: requestLogin });
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const disconnect = connectRouter(router);
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

/**
 * One component alone with the app's providers (no router) and a fetch double: what a feature's
 * own tests render when the whole route tree is more than they need.
 */
export function renderWithProviders(content: ReactNode, fetchMock: ReturnType<typeof mockApi>) {
  http.configure({ fetch: fetchMock, getLanguage: () => currentLanguage(), onUnauthorized: requestLogin });
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient} i18n={i18n} env="test">
      {content}
    </Providers>,
  );
  return { ...view, queryClient };
}

/** The calls the fetch double received, as "METHOD /lang/api/core/path". */
export const callsOf = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
