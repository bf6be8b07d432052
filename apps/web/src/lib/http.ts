import type { Endpoint, EndpointInput, EndpointOutput, Language } from '@app/contract';
import { type LazyEndpoint, loadSchemas } from './schemas';
import {
  apiPrefix,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEFAULT_LANGUAGE,
  TRANSPORT_ERR,
  fillPath,
  HTTP_TIMEOUT_MS,
} from '@app/contract';

/**
 * The HTTP client of spec section 7.
 *
 * - `call(endpoint, input)` goes to `/{lang}/api/core/{path}` with the language of the moment of the call.
 * - A call resolves to the endpoint's parsed response. A cancelled call (by a duplicate request, by a
 *   route change (`cancelAll`) or by the caller's own signal) rejects with `CancelledRequest`, which the
 *   query client and `settle` (lib/settle.ts) treat as an empty result: nothing is shown.
 * - Every other failure rejects with an `ApiError` (HTTP error, timeout, network, response that does not
 *   match the contract).
 * - A 401 on a non-public endpoint asks `onUnauthorized` (the login modal) and waits; after a
 *   successful login the request is sent once more and the caller gets that answer.
 * - Either takes an endpoint or a LazyEndpoint (lib/schemas.ts), which loads with the call; a load that
 *   fails is a network failure.
 * - `upload(endpoint, input, form)` sends a multipart body (FormData) through the same path: timeout,
 *   duplicates, cancellation, 401-then-retry and error mapping are the ones of `call`.
 */

/** Failures that reach the caller. `status` is 0 when no HTTP answer arrived (timeout, network). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `error` code, or `timeout` / `network` / `invalidResponse` / `http`. */
  readonly error: string;
  /** An i18n key (`errors:*`), ready for `t()`. */
  readonly messageKey: string;
  /** 400: dotted field path -> validation message key. */
  readonly fields?: Record<string, string>;
  /** ICU values of the message (e.g. `{ software }` of ERR.softwareManaged), for `t(messageKey, values)`. */
  readonly values?: Record<string, string | number>;
  /** 429: seconds to wait, from Retry-After. */
  readonly retryAfter?: number;

  constructor(init: {
    status: number;
    error: string;
    messageKey: string;
    fields?: Record<string, string>;
    values?: Record<string, string | number>;
    retryAfter?: number;
    cause?: unknown;
  }) {
    super(`${init.status} ${init.error} (${init.messageKey})`, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.error = init.error;
    this.messageKey = init.messageKey;
    if (init.fields) this.fields = init.fields;
    if (init.values) this.values = init.values;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

type CancelReason = 'duplicate' | 'route-change' | 'caller';

/**
 * A cancelled call: an empty result (spec section 7), never an error to show. Named AbortError like
 * the DOM's, so code that knows fetch's cancellations recognises it.
 */
export class CancelledRequest extends Error {
  readonly reason: CancelReason;

  constructor(reason: CancelReason) {
    super(`request cancelled (${reason})`);
    this.name = 'AbortError';
    this.reason = reason;
  }
}

export const isCancelled = (value: unknown): value is CancelledRequest => value instanceof CancelledRequest;

export interface CallOptions {
  /** The caller's own signal (TanStack Query passes one); aborting it cancels the call. */
  signal?: AbortSignal;
  /** Request headers of this call (Idempotency-Key, If-Match); sent on every attempt of it. */
  headers?: Record<string, string>;
  /** Receives the headers of the successful answer (its ETag) before the call resolves. */
  onHeaders?: (headers: Headers) => void;
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  /** The language of the moment; read at each call. */
  getLanguage?: () => Language;
  /** Opens the login modal; resolves once the user is logged in again. */
  onUnauthorized?: () => Promise<void>;
  /**
   * A login a non-public call must wait for before it goes out (known to be signed out: the answer
   * would be a 401); undefined when none.
   */
  loginFirst?: () => Promise<void> | undefined;
  timeoutMs?: number;
  /** Origin prefix of the URLs; '' for same-origin paths. */
  origin?: string;
}

type AnyEndpoint = Endpoint;

/** One call in flight, across its attempts (a 401 retry is a second attempt of the same call). */
class PendingCall {
  cancelled: CancelReason | null = null;
  private attempt: AbortController | null = null;
  private readonly listeners = new Set<() => void>();

  cancel(reason: CancelReason): void {
    if (this.cancelled) return;
    this.cancelled = reason;
    this.attempt?.abort();
    for (const listener of this.listeners) listener();
    this.listeners.clear();
  }

  /** Resolves when the call is cancelled. */
  whenCancelled(): Promise<void> {
    if (this.cancelled) return Promise.resolve();
    return new Promise((resolve) => this.listeners.add(resolve));
  }

  newAttempt(): AbortController {
    this.attempt = new AbortController();
    return this.attempt;
  }
}

const CANCELLED = Symbol('cancelled');

/** What goes on the wire: JSON text, or a multipart form whose boundary the browser writes. */
type RequestBody = string | FormData | undefined;

/** Only the path parameters: an upload's body is the form, never JSON. */
export type UploadInput<E> = Pick<EndpointInput<E>, 'params' & keyof EndpointInput<E>>;

export interface HttpClient {
  call<E extends AnyEndpoint>(
    endpoint: E | LazyEndpoint<E>,
    input: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointOutput<E>>;
  /** Sends a multipart form (file uploads) with the endpoint's method: everything else as `call`. */
  upload<E extends AnyEndpoint>(
    endpoint: E | LazyEndpoint<E>,
    input: UploadInput<E>,
    form: FormData,
    options?: CallOptions,
  ): Promise<EndpointOutput<E>>;
  /** Cancels every pending call (route change); each rejects as cancelled. Returns how many. */
  cancelAll(): number;
  /** Number of calls in flight (tests, diagnostics). */
  pendingCount(): number;
  /** Replaces hooks after creation (the app wires the language and the login modal at start). */
  configure(options: HttpClientOptions): void;
}

/** The URL of a call: `/{lang}/api/core/` + filled path + query string. */
export function buildUrl(
  endpoint: Pick<AnyEndpoint, 'path'>,
  input: { params?: unknown; query?: unknown },
  lang: Language,
  origin = '',
): string {
  const path = fillPath(endpoint.path, (input.params ?? {}) as Record<string, unknown>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return `${origin}${apiPrefix(lang)}${path}${query ? `?${query}` : ''}`;
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** What an attempt brings back: the status line, the headers and the parsed JSON body (if any). */
export interface RawResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  json: unknown;
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The message of an answer without an error body (a proxy's 413, for one). */
const FALLBACK_KEYS: Partial<Record<number, string>> = {
  401: TRANSPORT_ERR.unauthorized,
  413: TRANSPORT_ERR.payloadTooLarge,
  415: TRANSPORT_ERR.unsupportedMediaType,
};

/**
 * The identity of a multipart form for duplicate detection: its fields, and each file by name, size,
 * type and date, so the same file sent twice is a duplicate and two different files are not.
 */
function formIdentity(form: FormData): string {
  const parts: string[] = [];
  form.forEach((value, name) => {
    parts.push(
      typeof value === 'string'
        ? `${name}=${value}`
        : `${name}=file:${value.name}:${value.size}:${value.type}:${value.lastModified}`,
    );
  });
  return `multipart ${JSON.stringify(parts)}`;
}

/** A module the client loads as it goes (an endpoint, the schemas); when it cannot, the network failed. */
async function loadOrFail<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    throw new ApiError({ status: 0, error: 'network', messageKey: TRANSPORT_ERR.network, cause });
  }
}

/** The ApiError of a failed answer: the server's error body (message key, fields, values), else the status. */
export async function errorOf(response: RawResponse): Promise<ApiError> {
  const { ApiErrorBody } = await loadOrFail(loadSchemas);
  const parsed = ApiErrorBody.safeParse(response.json);
  const fallbackKey = FALLBACK_KEYS[response.status] ?? TRANSPORT_ERR.generic;
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  return new ApiError({
    status: response.status,
    error: parsed.success ? parsed.data.error : 'http',
    messageKey: parsed.success ? parsed.data.messageKey : fallbackKey,
    ...(parsed.success && parsed.data.fields ? { fields: parsed.data.fields } : {}),
    ...(parsed.success && parsed.data.values ? { values: parsed.data.values } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  });
}

export function createHttpClient(initial: HttpClientOptions = {}): HttpClient {
  let options: HttpClientOptions = { ...initial };
  /** Calls by identity (method + URL + body): a newer duplicate cancels the older one. */
  const byKey = new Map<string, PendingCall>();
  const pending = new Set<PendingCall>();
  /** Counts cancelAll()s: a call whose endpoint was still loading when one came is cancelled too. */
  let cancelRound = 0;

  const timeoutMs = () => options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const doFetch: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);

  async function attempt(
    pendingCall: PendingCall,
    endpoint: AnyEndpoint,
    url: string,
    body: RequestBody,
    extraHeaders: Record<string, string> | undefined,
  ): Promise<RawResponse | typeof CANCELLED> {
    if (pendingCall.cancelled) return CANCELLED;
    const controller = pendingCall.newAttempt();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs());
    const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
    // A FormData body gets its multipart content type (with the boundary) from fetch itself.
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    // Required on every call that changes state (and on the sign-out GET, decision 051); sent on
    // every call, where it costs nothing (same origin, so no preflight).
    headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    try {
      const response = await doFetch(url, {
        method: endpoint.method,
        headers,
        credentials: 'same-origin',
        signal: controller.signal,
        ...(body !== undefined ? { body } : {}),
      });
      // The body is read under the same timeout and cancellation as the request.
      const text = await response.text();
      return { status: response.status, ok: response.ok, headers: response.headers, json: parseJson(text) };
    } catch (cause) {
      if (pendingCall.cancelled) return CANCELLED;
      if (timedOut) {
        throw new ApiError({ status: 0, error: 'timeout', messageKey: TRANSPORT_ERR.timeout, cause });
      }
      throw new ApiError({ status: 0, error: 'network', messageKey: TRANSPORT_ERR.network, cause });
    } finally {
      clearTimeout(timer);
    }
  }

  async function run<E extends AnyEndpoint>(
    pendingCall: PendingCall,
    endpoint: E,
    url: string,
    body: RequestBody,
    { headers, onHeaders }: CallOptions,
  ): Promise<EndpointOutput<E>> {
    const cancelled = () => new CancelledRequest(pendingCall.cancelled ?? 'caller');
    const login = endpoint.access === 'public' ? undefined : options.loginFirst?.();
    if (login) {
      const outcome = await Promise.race([
        login.then(() => 'logged-in' as const),
        pendingCall.whenCancelled().then(() => 'cancelled' as const),
      ]);
      if (outcome === 'cancelled' || pendingCall.cancelled) throw cancelled();
    }
    let response = await attempt(pendingCall, endpoint, url, body, headers);
    if (response === CANCELLED) throw cancelled();

    if (response.status === 401 && endpoint.access !== 'public' && options.onUnauthorized) {
      const loggedIn = options.onUnauthorized().then(() => 'logged-in' as const);
      const outcome = await Promise.race([
        loggedIn,
        pendingCall.whenCancelled().then(() => 'cancelled' as const),
      ]);
      if (outcome === 'cancelled' || pendingCall.cancelled) throw cancelled();
      response = await attempt(pendingCall, endpoint, url, body, headers);
      if (response === CANCELLED) throw cancelled();
    }

    if (pendingCall.cancelled) throw cancelled();
    if (!response.ok) throw await errorOf(response);

    const parsed = endpoint.response.safeParse(response.json);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        error: 'invalidResponse',
        messageKey: TRANSPORT_ERR.generic,
        cause: parsed.error,
      });
    }
    onHeaders?.(response.headers);
    return parsed.data as EndpointOutput<E>;
  }

  /** One call, from duplicate detection to the caller's signal; `identity` names its body. */
  async function send<E extends AnyEndpoint>(
    endpoint: E,
    url: string,
    body: RequestBody,
    identity: string,
    callOptions: CallOptions,
  ): Promise<EndpointOutput<E>> {
    const { signal } = callOptions;
    const key = `${endpoint.method} ${url} ${identity}`;
    const pendingCall = new PendingCall();
    byKey.get(key)?.cancel('duplicate');
    byKey.set(key, pendingCall);
    pending.add(pendingCall);

    const onAbort = () => pendingCall.cancel('caller');
    if (signal?.aborted) pendingCall.cancel('caller');
    signal?.addEventListener('abort', onAbort);
    try {
      return await run(pendingCall, endpoint, url, body, callOptions);
    } finally {
      signal?.removeEventListener('abort', onAbort);
      pending.delete(pendingCall);
      if (byKey.get(key) === pendingCall) byKey.delete(key);
    }
  }

  /**
   * Sends `request` with the endpoint, in the language of the moment of the call: a lazy endpoint
   * loads first, and a call cancelled meanwhile goes no further. A loaded endpoint is sent at once.
   */
  function withEndpoint<E extends AnyEndpoint, T>(
    endpoint: E | LazyEndpoint<E>,
    request: (loaded: E, lang: Language) => Promise<T>,
  ): Promise<T> {
    const lang = options.getLanguage?.() ?? DEFAULT_LANGUAGE;
    if (typeof endpoint !== 'function') return request(endpoint, lang);
    const round = cancelRound;
    return loadOrFail(endpoint).then((loaded) => {
      if (round !== cancelRound) throw new CancelledRequest('route-change');
      return request(loaded, lang);
    });
  }

  return {
    call: (endpoint, input, callOptions = {}) =>
      // async: a bad path parameter rejects like any failure instead of throwing at the caller.
      withEndpoint(endpoint, async (loaded, lang) => {
        const body = loaded.body && input.body !== undefined ? JSON.stringify(input.body) : undefined;
        return send(loaded, buildUrl(loaded, input, lang, options.origin), body, body ?? '', callOptions);
      }),
    upload: (endpoint, input, form, callOptions = {}) =>
      withEndpoint(endpoint, async (loaded, lang) =>
        send(loaded, buildUrl(loaded, input, lang, options.origin), form, formIdentity(form), callOptions),
      ),
    cancelAll() {
      cancelRound += 1;
      const all = [...pending];
      for (const pendingCall of all) pendingCall.cancel('route-change');
      return all.length;
    },
    pendingCount: () => pending.size,
    configure(next) {
      options = { ...options, ...next };
    },
  };
}

/** What a query calls the API with: the app's client, or the server's while it renders a page. */
export type Caller = HttpClient['call'];

/** The app's client; main.tsx wires the language and the login modal (`http.configure`). */
export const http = createHttpClient();
export const call: Caller = (endpoint, input, options) => http.call(endpoint, input, options);
export const upload: HttpClient['upload'] = (endpoint, input, form, options) =>
  http.upload(endpoint, input, form, options);
export const cancelAll = (): number => http.cancelAll();
