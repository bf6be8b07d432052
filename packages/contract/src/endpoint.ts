import type { z } from 'zod';

/**
 * Who may call an endpoint:
 * - public: anyone;
 * - user: a signed-in user, active or not (the shell needs currentUser to show the inactive notice);
 * - active: a signed-in user whose status is active (admins always are);
 * - pro: an active professional user (or admin);
 * - service: the public portal's internal calls, with the service token (no session, no CSRF).
 */
export type Access = 'public' | 'user' | 'active' | 'pro' | 'service';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Relative to `/{lang}/api/core/`, with `:name` parameters. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /**
   * A GET that changes state (sign-out): the server checks it against CSRF as it checks every
   * POST/PUT/PATCH/DELETE. Any other method changes state by definition (see `changesState`).
   */
  changesState?: true;
  /**
   * Creates an order or an invoice, or spends credits: the request accepts an `Idempotency-Key`
   * header (IETF draft "The Idempotency-Key HTTP Header Field"). The same key with the same request
   * within RETENTION.idempotencyKeyHours answers the first answer again without acting; with another
   * request it answers 422; while the first is still running, 409. The server keys this on the
   * route's config, never on the URL's spelling; the web app sends a key per form submission
   * (decision 054).
   */
  idempotent?: true;
  /**
   * The record behind a form that rewrites it whole carries a version (RFC 9110 conditional
   * requests, decision 055). On a GET: the answer has an `ETag`, a strong validator of what it
   * shows. On any other method: `If-Match` is required (428 without it), a version that is not the
   * current one answers 412 and changes nothing, and the answer has the new `ETag`. The server keys
   * this on the route's config, never on the URL's spelling.
   */
  versioned?: true;
}

/** Whether a call changes state, so must come from the app itself (CSRF check, decision 051). */
export const changesState = (endpoint: Pick<Endpoint, 'method' | 'changesState'>): boolean =>
  endpoint.method !== 'GET' || endpoint.changesState === true;

/** Declares an endpoint once; the server registers it and the web app calls it. */
export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(definition: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return definition;
}

type InputPart<K extends string, S> = S extends z.ZodType
  ? { [key in K]: z.input<S> }
  : { [key in K]?: never };
/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? InputPart<'params', P> & InputPart<'query', Q> & InputPart<'body', B>
    : never;
export type EndpointOutput<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.output<R>
    : never;

/** The API prefix for a language: every call goes to `{host}/{lang}/api/core/...`. */
export const apiPrefix = (lang: string): string => `/${lang}/api/core/`;

/** Fills `:name` parameters of an endpoint path. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
