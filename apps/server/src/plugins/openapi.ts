import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  WEBHOOK_LIMITS,
  WEBHOOK_PAYLOADS,
} from '@app/contract';
import type { OpenAPIV3_2 } from '@fastify/swagger';
import swagger from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

type RequestInterceptor = NonNullable<NonNullable<FastifySwaggerUiOptions['uiConfig']>['requestInterceptor']>;
/**
 * Lets "Try it out" pass the CSRF check. swagger-ui writes uiConfig into its page script with
 * Function#toString, so the function is generated from the contract's constants, not closed over them.
 */
const addCsrfHeader = new Function(
  'request',
  `request.headers[${JSON.stringify(CSRF_HEADER)}] = ${JSON.stringify(CSRF_HEADER_VALUE)}; return request;`,
) as RequestInterceptor;

const SIGNATURE_HEADERS = {
  'webhook-id': 'The message id: the same on every attempt of one message, so a receiver can drop a repeat.',
  'webhook-timestamp': 'When this attempt was signed, in seconds since 1970 (UTC).',
  'webhook-signature':
    'v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">, keyed with the whsec_ secret; two, separated by a space, while a rotated secret still signs.',
};

/**
 * What an agency's endpoint receives (issue 50, OpenAPI 3.1 `webhooks`): one POST per event, signed
 * as the Standard Webhooks specification says. Any 2xx acknowledges it; anything else, or no answer
 * within the timeout, is retried.
 */
const webhooks: Record<string, OpenAPIV3_2.PathItemObject> = Object.fromEntries(
  Object.entries(WEBHOOK_PAYLOADS).map(([type, schema]) => [
    type,
    {
      post: {
        summary: schema.description ?? type,
        description: `Retried with backoff for ${WEBHOOK_LIMITS.retryDays} days; each attempt waits ${WEBHOOK_LIMITS.timeoutMs / 1000} s for the answer; redirects are not followed.`,
        parameters: Object.entries(SIGNATURE_HEADERS).map(([name, description]) => ({
          name,
          in: 'header',
          required: true,
          description,
          schema: { type: 'string' },
        })),
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>,
            },
          },
        },
        responses: { '2XX': { description: 'Received; it is not sent again.' } },
      },
    },
  ]),
);

/** OpenAPI generated from the contract's zod schemas: the page at /api/docs, the JSON at /api/docs/json. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Account area API',
          version: '1.0.0',
          description:
            'Every path starts with /{lang}/api/core/ (lang: nl, fr or en). State-changing calls need the ' +
            'header x-requested-with: account-area. Errors are { error, messageKey[, fields] }.',
        },
        webhooks,
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: SECURE_SESSION_COOKIE,
              description: `Over https; over plain http (development) the cookie is ${SESSION_COOKIE}.`,
            },
            serviceToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'The public portal only: FEED_SERVICE_TOKEN. No session, no CSRF header.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { requestInterceptor: addCsrfHeader },
    });
  },
  { name: 'openapi' },
);
