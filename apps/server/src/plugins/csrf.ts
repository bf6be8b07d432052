import { CSRF_HEADER, CSRF_HEADER_VALUE, ERR, endpoints } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no CSRF check (access 'service': no cookie, a bearer token instead). Default true. */
    csrf?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PATH = /^\/[^/]+\/api\/core\/(.*)$/;
/** GETs that change state: signing out must not be triggered by a cross-site link or image. */
const STATE_CHANGING_GETS = new Set([endpoints.signOut.path]);

function needsCheck(request: FastifyRequest): boolean {
  if (request.routeOptions.config.csrf === false) return false;
  const path = request.url.split('?', 1)[0]!;
  const match = API_PATH.exec(path);
  if (!match) return false;
  if (UNSAFE_METHODS.has(request.method)) return true;
  return request.method === 'GET' && STATE_CHANGING_GETS.has(match[1]!.replace(/\/+$/, ''));
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
