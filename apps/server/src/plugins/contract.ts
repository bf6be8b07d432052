import type { Endpoint, EndpointOutput } from '@app/contract';
import { ApiErrorBody, apiPrefix, changesState, forbiddenTextPath, Language, MSG } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../http-error';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAccess, assertServiceToken, loadCurrentUser } from './auth';
import { versionedNote, versionedSchema } from './conditional-requests';
import { idempotentNote } from './idempotency';
import { responseSerializerCompiler } from './response-writer';

type Parsed<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type Parts<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType> ? { params: P; query: Q; body: B } : never;

/** A request as a handler of endpoint E sees it: params (with :lang), query and body parsed by the contract. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<Parts<E>['params'], Record<never, never>> & { lang: Language };
  Querystring: Parsed<Parts<E>['query'], undefined>;
  Body: Parsed<Parts<E>['body'], undefined>;
}>;

export type RouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointOutput<E>>;

/** The URL pattern of an endpoint: `/:lang/api/core/<path>`. */
export const routeUrl = (endpoint: Endpoint): string => `${apiPrefix(':lang')}${endpoint.path}`;

const LangParams = z.object({ lang: Language });

function paramsSchema(endpoint: Endpoint) {
  if (!endpoint.params) return LangParams;
  if (!(endpoint.params instanceof z.ZodObject)) {
    throw new Error(`${endpoint.method} ${endpoint.path}: params must be a z.object`);
  }
  return endpoint.params.extend({ lang: Language });
}

/**
 * Registers a contract endpoint: the only way modules add API routes. Input is validated and
 * output serialised by the endpoint's zod schemas, and the access rule runs before the body is read.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>): void {
  const { access } = endpoint;
  app.route({
    method: endpoint.method,
    url: routeUrl(endpoint),
    schema: {
      params: paramsSchema(endpoint),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, '4xx': ApiErrorBody, '5xx': ApiErrorBody },
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description: `Access: ${access}.${versionedNote(endpoint)}${idempotentNote(endpoint)}`,
      ...versionedSchema(endpoint),
      ...(access === 'public'
        ? {}
        : { security: [{ [access === 'service' ? 'serviceToken' : 'session']: [] }] }),
    },
    // The portal's server calls service routes with a bearer token, not a browser with a cookie.
    // changesState marks the GETs the CSRF check must see (sign-out), from the contract; idempotent
    // the routes whose Idempotency-Key the idempotency plugin honours (decision 054); versioned the
    // routes whose If-Match the conditional-requests plugin requires (decision 055).
    config: {
      csrf: access !== 'service',
      changesState: changesState(endpoint),
      idempotent: endpoint.idempotent === true,
      versioned: endpoint.versioned === true,
    },
    onRequest:
      access === 'public'
        ? []
        : access === 'service'
          ? [async (request) => assertServiceToken(request)]
          : [
              async (request, reply) => {
                await loadCurrentUser(request, reply);
                assertAccess(access, request.currentUser);
              },
            ],
    // The schemas above guarantee the shapes RouteRequest promises.
    handler: (request, reply) => handler(request as RouteRequest<E>, reply),
  });
}

/**
 * Zod validates every request; every response is written by a writer compiled from its schema and,
 * unless `config.checkResponses` is off (production), checked by zod too. Set once for the whole app.
 */
export const contractPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler(app.config.checkResponses));
    // A NUL or another control character, or a lone surrogate, in any string or key (body, query,
    // path) is a 400 with the translated message, never a database error or an export cut off
    // half-way. The body's size and depth were bounded by its parser (plugins/request-body.ts).
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = forbiddenTextPath(part);
        if (path !== null) throw validationFailed({ [path]: MSG.invalid });
      }
    });
  },
  { name: 'contract' },
);
