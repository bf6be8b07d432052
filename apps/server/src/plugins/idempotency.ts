import { createHash } from 'node:crypto';
import type { Endpoint } from '@app/contract';
import { ERR, IDEMPOTENCY_KEY } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../db/client';
import { firstRowOf, hasRows } from '../db/sql';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route orders, invoices or spends credits: it honours Idempotency-Key (decision 054). */
    idempotent?: boolean;
  }
}

/**
 * A claim still without an answer after this long belongs to a request that will never answer (its
 * process stopped): another request with the key may take it over. No request of these runs that
 * long: a statement is cut after 30 s, a transaction idle for 10 s, and the client gave up after 60 s.
 */
export const ABANDONED_CLAIM_MS = 5 * 60_000;

/** The answer headers a replay repeats; the others (security, caching, request id) are the replay's own. */
const REPLAYED_HEADERS = ['content-type', 'location', 'etag'] as const;

/** Set on an answer that was not made again but taken from the first request with the key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** What OpenAPI says of an idempotent endpoint. */
export const idempotentNote = (endpoint: Pick<Endpoint, 'idempotent'>): string =>
  endpoint.idempotent
    ? ` Accepts an Idempotency-Key header (IETF draft, decision 054): the same key and request within ${IDEMPOTENCY_KEY.hours} hours answer the first answer again (${REPLAYED_HEADER}: true), the key with another request 422, while the first runs 409.`
    : '';

const keyError = () => new HttpError(400, 'idempotency_key_invalid', ERR.idempotencyKeyInvalid);

/** One printable ASCII character (VCHAR or space), what an sf-string may hold (RFC 8941 3.3.3). */
const isPrintable = (code: number): boolean => code >= 0x20 && code <= 0x7e;

/**
 * The key of an Idempotency-Key header: the content of an sf-string (`"…"`, with `\"` and `\\`
 * escapes, as the draft writes it) or, as many clients send it, the bare value. Null when it is
 * neither, is empty or is longer than IDEMPOTENCY_KEY.maxLength.
 */
export function parseIdempotencyKey(value: string): string | null {
  let key = '';
  if (value.startsWith('"')) {
    let index = 1;
    for (; index < value.length; index += 1) {
      const char = value[index]!;
      if (char === '"') break;
      if (char === '\\') {
        index += 1;
        const escaped = value[index];
        if (escaped !== '"' && escaped !== '\\') return null;
        key += escaped;
      } else if (isPrintable(char.charCodeAt(0))) key += char;
      else return null;
    }
    if (index !== value.length - 1) return null;
  } else {
    for (let index = 0; index < value.length; index += 1) {
      if (!isPrintable(value.charCodeAt(index))) return null;
    }
    key = value;
  }
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY.maxLength ? key : null;
}

/**
 * JSON.stringify's replacer that sorts each object's keys, so that the same request always hashes
 * alike (a record's keys come in the order the client sent them). JSON.stringify walks the value
 * itself: no walk of ours over user input.
 */
const sortedKeys = (_key: string, value: unknown): unknown =>
  value === null || typeof value !== 'object' || Array.isArray(value)
    ? value
    : Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * What makes two requests the same: method, route, parameters (but the language: a retry from a page
 * switched to another language is the same order), query and body, as the contract parsed them, so
 * that a body that differs only in spacing the contract trims is the same request.
 */
export function requestFingerprint(request: {
  method: string;
  route: string;
  params: unknown;
  query: unknown;
  body: unknown;
}): string {
  const { lang: _lang, ...params } = (request.params ?? {}) as Record<string, unknown>;
  const text = JSON.stringify(
    [request.method, request.route, params, request.query, request.body],
    sortedKeys,
  );
  return createHash('sha256').update(text).digest('hex');
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

interface Claim {
  userId: number;
  key: string;
  /** When it was claimed: the claim's identity, so a late answer never writes over a takeover. */
  claimedAt: Date;
}

const StoredKey = z.object({
  fingerprint: z.string(),
  status: z.number().int().nullable(),
  body: z.string().nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
});
type StoredKey = z.infer<typeof StoredKey>;

/**
 * Claims the key in a statement of its own (committed before the handler starts, so every other
 * request sees it): a new key, one older than IDEMPOTENCY_KEY.hours or an abandoned claim is taken;
 * a key held by another request is left as it is. True when this request holds the key now.
 */
async function claimKey(db: Database, claim: Claim, route: string, fingerprint: string): Promise<boolean> {
  const expired = new Date(claim.claimedAt.getTime() - IDEMPOTENCY_KEY.hours * 3_600_000);
  const abandoned = new Date(claim.claimedAt.getTime() - ABANDONED_CLAIM_MS);
  return hasRows(
    await db.execute(sql`
      insert into idempotency_keys (user_id, key, route, fingerprint, created_at)
      values (${claim.userId}, ${claim.key}, ${route}, ${fingerprint}, ${at(claim.claimedAt)})
      on conflict (user_id, key) do update
        set route = excluded.route, fingerprint = excluded.fingerprint, created_at = excluded.created_at,
            status = null, body = null, headers = null
        where idempotency_keys.created_at <= ${at(expired)}
           or (idempotency_keys.status is null and idempotency_keys.created_at <= ${at(abandoned)})
      returning 1`),
  );
}

async function storedKey(db: Database, userId: number, key: string): Promise<StoredKey | undefined> {
  return firstRowOf(
    StoredKey,
    await db.execute(sql`select fingerprint, status, body, headers from idempotency_keys
      where user_id = ${userId} and key = ${key}`),
  );
}

/** The claim's answer, kept for the retries. */
async function keepAnswer(db: Database, claim: Claim, status: number, body: string, headers: object) {
  await db.execute(sql`update idempotency_keys
    set status = ${status}, body = ${body}, headers = ${JSON.stringify(headers)}::jsonb
    where user_id = ${claim.userId} and key = ${claim.key} and created_at = ${at(claim.claimedAt)}`);
}

/** A refused or failed request changed nothing: the key goes, and a retry with it runs afresh. */
async function releaseKey(db: Database, claim: Claim) {
  await db.execute(sql`delete from idempotency_keys
    where user_id = ${claim.userId} and key = ${claim.key} and created_at = ${at(claim.claimedAt)}`);
}

/** A claim and a release may both happen between our insert and our read: try again a few times. */
const CLAIM_ATTEMPTS = 3;

/**
 * The Idempotency-Key of the IETF draft on the routes whose config says `idempotent` (the contract's
 * `idempotent: true`, decision 054): decided by the route the router matched, like the CSRF check
 * (decision 051), never by the URL's spelling. Runs after validation, so a request the contract
 * refuses never claims its key. A request without the header is not affected here (the services
 * refuse the same order twice within REPEATED_ORDER_WINDOW_SECONDS).
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const claims = new WeakMap<FastifyRequest, Claim>();

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.routeOptions.config.idempotent !== true) return;
      const header = request.headers[IDEMPOTENCY_KEY.header];
      // Keys are the user's; these routes all need a signed-in user (the contract's test says so).
      if (header === undefined || !request.currentUser) return;
      const key = typeof header === 'string' ? parseIdempotencyKey(header) : null;
      if (key === null) throw keyError();

      const route = `${request.method} ${request.routeOptions.url ?? ''}`;
      const { method, params, query, body } = request;
      const fingerprint = requestFingerprint({ method, route, params, query, body });
      for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
        const claim = { userId: request.currentUser.id, key, claimedAt: new Date() };
        if (await claimKey(app.db, claim, route, fingerprint)) {
          claims.set(request, claim);
          return;
        }
        const stored = await storedKey(app.db, claim.userId, key);
        if (!stored) continue;
        if (stored.fingerprint !== fingerprint) {
          throw new HttpError(422, 'idempotency_key_reused', ERR.idempotencyKeyReused);
        }
        if (stored.status === null || stored.body === null) {
          throw new HttpError(409, 'idempotency_key_in_flight', ERR.idempotencyKeyInFlight);
        }
        return reply
          .code(stored.status)
          .headers({ ...stored.headers, [REPLAYED_HEADER]: 'true' })
          .send(stored.body);
      }
      throw new HttpError(409, 'idempotency_key_in_flight', ERR.idempotencyKeyInFlight);
    });

    // Runs before the compression's onSend (added per route), so the text kept is the JSON itself.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      try {
        // Only a success acted; a 4xx or 5xx changed nothing (its transaction rolled back), so its
        // key is released: a corrected request, or the same one later, may use it (decision 054).
        if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
          const headers: Record<string, string> = {};
          for (const name of REPLAYED_HEADERS) {
            const value = reply.getHeader(name);
            if (typeof value === 'string') headers[name] = value;
          }
          await keepAnswer(app.db, claim, reply.statusCode, payload, headers);
        } else {
          await releaseKey(app.db, claim);
        }
      } catch (error) {
        // The order is made: its answer still goes out. The key stays claimed until it is abandoned.
        request.log.error({ err: error }, 'idempotency key: the answer was not kept');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth', 'contract'] },
);
