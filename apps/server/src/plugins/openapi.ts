import { CSRF_HEADER, CSRF_HEADER_VALUE, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@app/contract';
import swagger from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
