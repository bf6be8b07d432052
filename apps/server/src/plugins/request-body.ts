import { ERR, jsonWithinBounds } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parse as secureJsonParse } from 'secure-json-parse';
import { HttpError, validationFailed } from '../http-error';

const unsupportedMediaType = () => new HttpError(415, 'unsupported_media_type', ERR.unsupportedMediaType);

/** Whether every charset parameter of a content type (if any) is UTF-8, the only one JSON has (RFC 8259). */
function isUtf8(contentType: string): boolean {
  for (const parameter of contentType.split(';').slice(1)) {
    const [name = '', value = ''] = parameter.split('=', 2).map((part) => part.trim().toLowerCase());
    if (name === 'charset' && value.replace(/^"(.*)"$/, '$1') !== 'utf-8') return false;
  }
  return true;
}

/** An empty or broken JSON body, as Fastify's own parser reports it: the error handler sends the 400. */
const badJson = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * Request bodies (issue 44). A body with a Content-Encoding is refused (415) on every route, whatever
 * the URL: we do not decode request bodies (no client of ours compresses them), so a gzip body would
 * be read as text and its size limit would not hold for what it unpacks to. JSON is read as UTF-8 only
 * (another charset is a 415), and its nesting and number of values are bounded on the text, before it
 * is parsed or walked: past JSON_DEPTH_MAX or JSON_VALUES_MAX, the validation 400 in a few
 * milliseconds, up to the body limit. Parsing stays Fastify's own: secure-json-parse, which refuses
 * `__proto__` and `constructor.prototype` keys.
 */
export const requestBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const encoding = request.headers['content-encoding'];
      if (encoding !== undefined && !['', 'identity'].includes(encoding.trim().toLowerCase())) {
        throw unsupportedMediaType();
      }
    });

    // Replaces Fastify's default JSON parser, with its body limit (the instance's).
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (!isUtf8(request.headers['content-type'] ?? '')) return done(unsupportedMediaType(), undefined);
      if (text.length === 0) return done(badJson('empty JSON body'), undefined);
      if (!jsonWithinBounds(text)) return done(validationFailed({}), undefined);
      let parsed: unknown;
      try {
        parsed = secureJsonParse(text, { protoAction: 'error', constructorAction: 'error' });
      } catch {
        return done(badJson('invalid JSON body'), undefined);
      }
      done(null, parsed);
    });
  },
  { name: 'request-body', dependencies: ['errors'] },
);
