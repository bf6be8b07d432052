import { createHash } from 'node:crypto';
import type { Endpoint } from '@app/contract';
import { ERR } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../http-error';

/*
 * RFC 9110 conditional writes for the endpoints the contract marks `versioned` (decision 055): a form
 * that rewrites a whole record names the version it was loaded under in If-Match, and a write based
 * on an older version answers 412 instead of silently undoing a change made elsewhere.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's `versioned`: a GET answers an ETag, a write requires If-Match. */
    versioned?: boolean;
  }
  interface FastifyRequest {
    /** A versioned write's parsed If-Match (set by this plugin before the handler); null elsewhere. */
    ifMatch: IfMatch | null;
  }
}

/** An If-Match field: `*` (any current version), or the strong entity-tags it lists. */
export type IfMatch = { any: true } | { any: false; strong: readonly string[] };

/** What a malformed field means: no version matches it. */
const MATCHES_NOTHING: IfMatch = { any: false, strong: [] };

/** etagc (RFC 9110 8.8.3): any visible character but DQUOTE, or obs-text. */
const OPAQUE_TAG = /^"[\x21\x23-\x7e\x80-\xff]*"$/;

/**
 * Parses `If-Match = "*" / #entity-tag` (RFC 9110 13.1.1). Weak tags are read and left out: the
 * strong comparison If-Match uses never matches a weak tag. Null when the field is malformed.
 */
export function parseIfMatch(value: string): IfMatch | null {
  const field = value.trim();
  if (field === '*') return { any: true };
  const strong: string[] = [];
  let rest = field;
  while (rest !== '') {
    // A list may hold empty elements (RFC 9110 5.6.1): skipped.
    if (rest.startsWith(',')) {
      rest = rest.slice(1).trimStart();
      continue;
    }
    const weak = rest.startsWith('W/');
    if (weak) rest = rest.slice(2);
    const end = rest.indexOf('"', 1);
    const tag = end > 0 ? rest.slice(0, end + 1) : '';
    if (!OPAQUE_TAG.test(tag)) return null;
    if (!weak) strong.push(tag);
    rest = rest.slice(tag.length).trimStart();
    if (rest !== '' && !rest.startsWith(',')) return null;
  }
  return { any: false, strong };
}

/** Whether the condition holds for the record's current entity-tag (which is strong). */
export const ifMatches = (condition: IfMatch, current: string): boolean =>
  condition.any || condition.strong.includes(current);

/** A strong entity-tag of a value: a hash of its JSON, quoted (RFC 9110 8.8.3). */
export function entityTag(value: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url')}"`;
}

export const preconditionRequired = () =>
  new HttpError(428, 'precondition_required', ERR.preconditionRequired);
export const preconditionFailed = () => new HttpError(412, 'precondition_failed', ERR.preconditionFailed);

/** How a module names the version of a record (the profile, for one). */
export interface RecordVersion {
  /** Takes the record's row lock until the transaction ends (SELECT … FOR UPDATE). */
  lock(tx: Database): Promise<void>;
  /**
   * Whether the request's target is the caller's (a row of the record named in the path); false
   * answers 404 whatever If-Match says (RFC 9110 13.2.2: a 404 goes before a precondition).
   */
  exists?(tx: Database): Promise<boolean>;
  /** The record's current strong entity-tag. */
  tag(tx: Database): Promise<string>;
}

/**
 * The version of a record that is one row of the caller's, named in the path (a draft, a saved
 * search, a bookmark's marks): `lock` takes the row's lock and says whether the row is the caller's
 * (else 404); `read` reads the row, in a statement after the lock, and `tag` is its entity-tag.
 */
export function rowVersion<R>(
  lock: (tx: Database) => Promise<boolean>,
  read: (tx: Database) => Promise<R | undefined>,
  tag: (row: R) => string,
): RecordVersion {
  let found = false;
  return {
    lock: async (tx) => {
      found = await lock(tx);
    },
    exists: () => Promise.resolve(found),
    tag: async (tx) => {
      const row = await read(tx);
      if (row === undefined) throw notFound();
      return tag(row);
    },
  };
}

/**
 * A versioned write: in one transaction, the record's row lock, then its version compared with
 * If-Match (412 when it is not the current one), then the write, then the new version, answered as
 * the ETag. The version is read in a statement after the one that took the lock, so on PostgreSQL
 * (READ COMMITTED) a request that waited for the lock reads what the one before it committed, and of
 * two writes based on the same version exactly one succeeds.
 */
export async function writeIfMatch<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  version: RecordVersion,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  const condition = request.ifMatch;
  if (!condition) {
    // A programming error: the route's contract entry lacks `versioned`, so nothing required If-Match.
    throw new Error(`${request.method} ${request.routeOptions.url}: not a versioned endpoint`);
  }
  const { result, etag } = await db.transaction(async (tx) => {
    await version.lock(tx);
    if (version.exists && !(await version.exists(tx))) throw notFound();
    if (!ifMatches(condition, await version.tag(tx))) throw preconditionFailed();
    const written = await write(tx);
    return { result: written, etag: await version.tag(tx) };
  });
  reply.header('etag', etag);
  return result;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Documents If-Match in OpenAPI; optional to the validator, so that its absence is our 428, not a 400. */
const IfMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe(
      'Required: the ETag the record was read with, or *. 428 without it, 412 when it is not current.',
    ),
});

/** The schema parts route() adds for a versioned endpoint: the If-Match header of a write. */
export const versionedSchema = (endpoint: Endpoint): { headers?: typeof IfMatchHeaders } =>
  endpoint.versioned && endpoint.method !== 'GET' ? { headers: IfMatchHeaders } : {};

/** The sentence route() adds to a versioned endpoint's OpenAPI description. */
export function versionedNote(endpoint: Endpoint): string {
  if (!endpoint.versioned) return '';
  return endpoint.method === 'GET'
    ? ' Answers an ETag: the version its forms name in If-Match (RFC 9110, decision 055).'
    : ' Conditional (RFC 9110, decision 055): If-Match required (428 without it; 412 when the record changed since), answers the new ETag.';
}

/** Requires If-Match on every versioned write, keyed on the route the router matched. */
export const conditionalRequestsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('ifMatch', null);
    // preHandler: after the access check and the contract's validation, so a signed-out caller gets
    // its 401 and a bad body its 400 first.
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.versioned !== true || SAFE_METHODS.has(request.method)) return;
      const value = request.headers['if-match'];
      if (value === undefined || value.trim() === '') throw preconditionRequired();
      request.ifMatch = parseIfMatch(value) ?? MATCHES_NOTHING;
    });
  },
  { name: 'conditional-requests' },
);
