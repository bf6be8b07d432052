import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../http-error';

/**
 * The CSP a Vite-built React + Mantine app runs under: scripts only from this origin, inline
 * styles allowed because Mantine injects style tags at run time.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Would rewrite http://localhost asset URLs to https in development; TLS is the proxy's job.
  upgradeInsecureRequests: null,
};

export interface SecurityPluginOptions {
  rateLimitPerMinute: number;
  /** The portal's image servers, where listing photos come from. */
  photoOrigins: readonly string[];
}

export const securityPlugin = fp<SecurityPluginOptions>(
  async (app: FastifyInstance, { rateLimitPerMinute, photoOrigins }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, ...photoOrigins] },
      },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // HSTS means something only over https (browsers ignore it over http, and it misleads there).
      if (request.protocol !== 'https') reply.removeHeader('strict-transport-security');
      // The API's answers are personal (profile, contacts, orders…): no cache keeps them. Every
      // answer that does not choose its own policy (the web app's files and pages do) gets
      // no-store, so no spelling of a URL, and no 404, escapes it.
      if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
    // In memory per instance: a coarse flood guard. The login limits that matter live in the database.
    await app.register(rateLimit, {
      global: true,
      max: rateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
