import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Mailer, MailTransport } from './mail/mailer';
import { createMailer, mailTransportOf } from './mail/mailer';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { resolveSession } from './modules/auth/auth.service';
import { lookupsRoutes } from './modules/lookups/lookups.routes';
import { productsRoutes } from './modules/products/products.routes';
import { valuationsRoutes } from './modules/valuations/valuations.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { propertyDocumentsRoutes } from './modules/property-documents/property-documents.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { adEditorRoutes } from './modules/ad-editor/ad-editor.routes';
import { draftsRoutes } from './modules/drafts/drafts.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { unsubscribeRoutes } from './modules/saved-searches/unsubscribe.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { sellerReportsRoutes } from './modules/seller-reports/seller-reports.routes';
import { marketRoutes } from './modules/market/market.routes';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { contractPlugin } from './plugins/contract';
import { csrfPlugin } from './plugins/csrf';
import { dbPlugin } from './plugins/db';
import { devOutboxPlugin } from './plugins/dev-outbox';
import { jobsPlugin } from './plugins/jobs';
import { metricsPlugin } from './plugins/metrics';
import { sendMailJob } from './jobs/send-mail.job';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { conditionalRequestsPlugin } from './plugins/conditional-requests';
import { idempotencyPlugin } from './plugins/idempotency';
import { multipartPlugin } from './plugins/multipart';
import { openapiPlugin } from './plugins/openapi';
import { requestBodyPlugin } from './plugins/request-body';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { databaseStorage } from './storage/database-storage';
import { localStorage } from './storage/local-storage';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    storage: Storage;
  }
}

export interface AppDeps {
  /** An opened and migrated database, owned (and closed) by the caller. */
  database?: DatabaseHandle;
  /** Replaces the SMTP transport of SMTP_URL (used by the send-mail job). */
  mailTransport?: MailTransport;
  /** Replaces the local files folder (DATA_DIR/files). */
  storage?: Storage;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: Writable;
}

/** A load balancer's request id, as long as it is a plain token (it goes into every log line). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Builds the whole server: plugins, then the feature modules. Nothing listens. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  // Fastify's default serializers log method, URL and status only: no cookies, no bodies.
  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // A hop count trusts that many proxies next to us, whatever their address (proxy-addr's rule).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    frameworkErrors: frameworkError,
    // The db plugin migrates and, on a first start, seeds the demo data (seconds, more on a busy
    // machine): Fastify's default of 10 s per plugin is too short for that.
    pluginTimeout: 120_000,
    // A load balancer's request id is kept (so its logs and ours meet), else one is made; every log
    // line of the request carries it, and so does the response.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    rateLimitPerMinute: config.rateLimitPerMinute,
    photoOrigins: config.photoOrigins,
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(csrfPlugin);
  await app.register(multipartPlugin);
  await app.register(requestBodyPlugin);
  await app.register(dbPlugin, {
    config,
    fillPool: true,
    ...(deps.database ? { handle: deps.database } : {}),
  });
  await app.register(authPlugin, {
    resolveSession: (db, token) => resolveSession(db, config.sessions, token),
  });
  await app.register(contractPlugin);
  await app.register(idempotencyPlugin);
  await app.register(conditionalRequestsPlugin);
  await app.register(openapiPlugin);

  await app.register(metricsPlugin);
  await app.register(jobsPlugin, { mailTransport: mailTransportOf(config, deps.mailTransport) });
  await app.register(healthPlugin);
  app.decorate(
    'storage',
    deps.storage ??
      (config.fileStorage === 'database'
        ? databaseStorage(app.db)
        : localStorage(join(config.dataDir, 'files'))),
  );
  app.decorate(
    'mailer',
    createMailer({ requestDelivery: () => app.jobs.request(sendMailJob, {}), log: app.log }),
  );

  await app.register(authRoutes);
  await app.register(lookupsRoutes);
  await app.register(productsRoutes);
  await app.register(valuationsRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(propertiesRoutes);
  await app.register(propertyDocumentsRoutes);
  await app.register(dashboardRoutes);
  await app.register(projectsRoutes);
  await app.register(draftsRoutes);
  await app.register(adEditorRoutes);
  await app.register(ordersRoutes);
  await app.register(feedRoutes);
  await app.register(contactsRoutes);
  await app.register(statisticsRoutes);
  await app.register(bookmarksRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(webhooksRoutes);
  await app.register(sellerReportsRoutes);
  await app.register(marketRoutes);
  if (config.devOutbox) await app.register(devOutboxPlugin);

  await app.register(webPlugin, {
    webDist: config.webDist,
    renderer: config.webRenderer,
    renderBudgetMs: config.webRenderBudgetMs,
  });
  return app;
}
