import type { ApiErrorBody } from '@app/contract';
import { ERR, fieldErrors, MSG } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error';

export { HttpError } from '../http-error';

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
]);
const CONNECTION_ERROR_MESSAGE =
  /Connection terminated|PGlite is closed|Cannot use a pool after calling end|timeout exceeded when trying to connect|Connection terminated due to connection timeout|not queryable/i;

/** Walks the cause chain: drizzle wraps driver errors in DrizzleQueryError. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    if (current instanceof Error && CONNECTION_ERROR_MESSAGE.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What to log: DrizzleQueryError puts the query parameters (hashes, e-mails) in its message. */
function loggable(error: unknown): unknown {
  if (error instanceof Error && 'query' in error && 'params' in error) {
    return { name: error.name, query: error.query, cause: error.cause };
  }
  return error;
}

const API_PATH = /^\/[^/?]+\/api\//;
export const isApiPath = (url: string): boolean => API_PATH.test(url) || url.startsWith('/api/');

function send(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const STATUS_BODIES: Record<number, ApiErrorBody> = {
  401: { error: 'unauthorized', messageKey: ERR.unauthorized },
  403: { error: 'forbidden', messageKey: ERR.forbidden },
  404: { error: 'not_found', messageKey: ERR.notFound },
  409: { error: 'conflict', messageKey: ERR.conflict },
  413: { error: 'payload_too_large', messageKey: ERR.payloadTooLarge },
  415: { error: 'unsupported_media_type', messageKey: ERR.unsupportedMediaType },
  429: { error: 'rate_limited', messageKey: ERR.rateLimited },
};

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // An unknown language in the path, or an id that cannot name a row ("abc", 0, past the integer
    // column's range), is an unknown URL, not a form error.
    if (
      error.validationContext === 'params' &&
      error.validation.some((v) => v.instancePath === '/lang' || /^\/(id|[a-z]+Id)$/.test(v.instancePath))
    ) {
      return send(reply, 404, STATUS_BODIES[404]!);
    }
    const issues = error.validation.map((v) => ({
      code: 'custom' as const,
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? MSG.invalid,
      input: undefined,
    }));
    return send(reply, 400, {
      error: 'validation',
      messageKey: MSG.invalid,
      fields: fieldErrors(new z.ZodError(issues)),
    });
  }
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return send(reply, error.statusCode, {
      error: error.error,
      messageKey: error.messageKey,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.values ? { values: error.values } : {}),
    });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: loggable(error) }, 'database unavailable');
    return send(reply, 503, { error: 'unavailable', messageKey: ERR.generic });
  }
  // Fastify's own client errors (malformed JSON, wrong content type, body too large...).
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    if (status === 400) return send(reply, 400, { error: 'validation', messageKey: MSG.invalid, fields: {} });
    return send(reply, status, STATUS_BODIES[status] ?? { error: 'bad_request', messageKey: ERR.generic });
  }
  request.log.error({ err: loggable(error) }, 'unhandled error');
  return send(reply, 500, { error: 'internal', messageKey: ERR.generic });
}

/** Errors Fastify raises before routing (a malformed URL, a path parameter too long). */
export function frameworkError(_error: unknown, _request: FastifyRequest, reply: FastifyReply): void {
  void send(reply, 400, { error: 'bad_request', messageKey: ERR.notFound });
}

/** product.md's error table: every failure leaves as `{ error, messageKey }`, nothing internal. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((_request, reply) => send(reply, 404, STATUS_BODIES[404]!));
  },
  { name: 'errors' },
);
