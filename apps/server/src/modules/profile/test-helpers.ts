import type { Endpoint, Language } from '@app/contract';
import { apiPrefix, fillPath } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app';

export interface CallOptions {
  params?: Record<string, unknown>;
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
  { params, body, lang = 'nl', headers = {}, payload }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: endpoint.method,
    url: `${apiPrefix(lang)}${fillPath(endpoint.path, params)}`,
    headers: { ...(cookie ? { cookie } : {}), ...t.csrfHeaders, ...headers },
    ...(payload !== undefined ? { payload } : body !== undefined ? { payload: body as object } : {}),
  });
}

export type FormValue = string | { data: Buffer; filename: string; type: string };

/** A multipart/form-data body, encoded by the platform's own FormData. */
export async function multipartBody(
  fields: Record<string, FormValue>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.data], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
