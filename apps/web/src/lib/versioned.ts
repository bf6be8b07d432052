import type { Endpoint, EndpointInput, EndpointOutput } from '@app/contract';
import { ERR } from '@app/contract';
import { replaceEqualDeep } from '@tanstack/react-query';
import type { Caller } from './http';
import { ApiError, call, isApiError } from './http';
import type { LazyEndpoint } from './schemas';

/*
 * Conditional writes (RFC 9110, decision 055). A record that a form rewrites whole carries a version:
 * the ETag of the GET that fed the form. The form sends it back in If-Match; a 412 means the record
 * changed elsewhere since, and the form shows the current values instead of overwriting them.
 */

/** The version each answer came with, kept with the very object the answer was parsed into. */
const versions = new WeakMap<object, string>();

/**
 * Marks `data` as the server's answer at version `etag`. Data patched in the browser afterwards is a
 * new object without one: its version is unknown until the record is read again. (A query holding
 * versioned data turns structural sharing off, which would copy the object and lose the mark.)
 */
export function withVersion<T extends object>(data: T, etag: string | undefined): T {
  if (etag) versions.set(data, etag);
  return data;
}

/** The version the server answered with exactly this object; undefined for one patched in the browser. */
export const versionOf = (data: object | null | undefined): string | undefined =>
  data ? versions.get(data) : undefined;

/** An answer and its ETag. */
export interface Versioned<T> {
  answer: T;
  etag: string | undefined;
}

/** Calls an endpoint (with If-Match when given) and answers its answer with the answer's ETag. */
export async function callVersioned<E extends Endpoint>(
  endpoint: E | LazyEndpoint<E>,
  input: EndpointInput<E>,
  options: { ifMatch?: string; signal?: AbortSignal } = {},
  caller: Caller = call,
): Promise<Versioned<EndpointOutput<E>>> {
  let etag: string | undefined;
  const answer = await caller(endpoint, input, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.ifMatch ? { headers: { 'if-match': options.ifMatch } } : {}),
    onHeaders: (headers) => {
      etag = headers.get('etag') ?? undefined;
    },
  });
  return { answer, etag };
}

/** A 412: the record changed since the version the write named. */
export const isStale = (error: unknown): error is ApiError => isApiError(error) && error.status === 412;

const staleError = () =>
  new ApiError({ status: 412, error: 'precondition_failed', messageKey: ERR.preconditionFailed });

/** Deep equality of two JSON values (TanStack Query keeps the first when the second equals it). */
export const sameValue = (a: unknown, b: unknown): boolean => replaceEqualDeep(a, b) === a;

/** The part of a record a form writes, and the version it was read at (undefined: unknown). */
export interface FormBase<S> {
  section: S;
  etag: string | undefined;
}

export interface ConditionalSave<S, R> {
  /** What the form was loaded from. */
  base: FormBase<S>;
  /** The same part as the cache holds it now, with the cache's version. */
  cached: () => FormBase<S> | undefined;
  /** Reads the record again (refreshing the cache): the part as the server has it now. */
  reread: () => Promise<FormBase<S>>;
  /** Sends the write with If-Match: `etag`. */
  send: (etag: string) => Promise<R>;
  /** The form's part changed elsewhere: show `current` (the save then rejects with the 412). */
  onStale: (current: FormBase<S>) => void;
}

/**
 * Saves a form based on `base`, never over a change made elsewhere to the part it writes:
 * - If-Match names the newest version known to hold the form's part as the form loaded it: the
 *   cache's, when another part of the record was saved meanwhile, else the form's own;
 * - a 412 (or no known version) reads the record again; if the form's part is still what the form
 *   loaded, the change was elsewhere and the write goes once more with the new version (the server
 *   still refuses it if the part changes meanwhile); otherwise `onStale` shows the current values and
 *   the save rejects with the 412, whose message says so.
 */
export async function saveIfUnchanged<S, R>(save: ConditionalSave<S, R>): Promise<R> {
  const { base } = save;
  const cached = save.cached();
  const first = cached?.etag && sameValue(base.section, cached.section) ? cached.etag : base.etag;
  let refusal: ApiError = staleError();
  if (first) {
    try {
      return await save.send(first);
    } catch (error) {
      if (!isStale(error)) throw error;
      refusal = error;
    }
  }
  let current = await save.reread();
  if (current.etag && sameValue(base.section, current.section)) {
    try {
      return await save.send(current.etag);
    } catch (error) {
      if (!isStale(error)) throw error;
      refusal = error;
      current = await save.reread();
    }
  }
  save.onStale(current);
  throw refusal;
}
