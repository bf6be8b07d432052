import type { Endpoint, Language } from '@app/contract';
import { apiPrefix, fillPath } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';

export interface CallOptions {
  params?: Record<string, unknown>;
  /** Query string parameters; arrays repeat the name. */
  query?: Record<string, string | number | readonly (string | number)[]>;
  body?: unknown;
  lang?: Language;
  headers?: Record<string, string>;
  /** A raw body (multipart) instead of JSON. */
  payload?: Buffer;
}

/** Calls a contract endpoint as the browser would: session cookie, CSRF header, `/{lang}/api/core/`. */
export function call(
  t: TestApp,
  cookie: string | null,
  endpoint: Endpoint,
  { params, query, body, lang = 'nl', headers = {}, payload }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const queryString = search.size > 0 ? `?${search}` : '';
  return t.app.inject({
    method: endpoint.method,
    url: `${apiPrefix(lang)}${fillPath(endpoint.path, params)}${queryString}`,
    headers: { ...(cookie ? { cookie } : {}), ...t.csrfHeaders, ...headers },
    ...(payload !== undefined ? { payload } : body !== undefined ? { payload: body as object } : {}),
  });
}
