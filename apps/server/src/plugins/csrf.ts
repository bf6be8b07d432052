import { CSRF_HEADER, CSRF_HEADER_VALUE, ERR } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: no CSRF check, for routes no browser reaches with the session cookie (access 'service':
     * a bearer token; the unsubscribe link: a token in the URL). Default true.
     */
    csrf?: boolean;
    /** A GET that changes state (sign-out): checked like an unsafe method, its HEAD too. */
    changesState?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decided by the route the router matched (onRequest runs after routing), never by how the URL is
 * spelled: the router decodes and matches the path, so a regex over request.url sees another path
 * than the handler's. Fails closed: every unsafe method is checked, on a 404 too, unless the route
 * opts out.
 */
function needsCheck(request: FastifyRequest): boolean {
  const { config } = request.routeOptions;
  if (config.csrf === false) return false;
  return !SAFE_METHODS.has(request.method) || config.changesState === true;
}

/** The origin this request was made to, as a browser would write it in an Origin header. */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  return new URL(origin).origin === ownOrigin(request);
}

/**
 * A cross-site page cannot send a custom header without a CORS preflight, which this server never
 * answers; the Origin check also refuses same-site subdomains that could. See the decision record.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!needsCheck(request)) return;
      if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE || !sameOrigin(request)) {
        throw new HttpError(403, 'csrf', ERR.csrf);
      }
    });
  },
  { name: 'csrf' },
);
