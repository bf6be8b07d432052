import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract';
import { recordAppDevice } from './record-app-device.service';
import { recordContact } from './record-contact.service';
import { recordEvents } from './record-events.service';
import { recordListingChange } from './record-listing-change.service';
import { recordSavedSearch } from './record-saved-search.service';
import { recordSearchRun } from '../saved-searches/saved-searches.service';
import { recordSellerLead } from '../products/products.service';
import { webhooksSoon } from '../../jobs/send-webhooks.job';

/** The public portal's event feed (access 'service': bearer token, no session, no CSRF). */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const deliverWebhooks = webhooksSoon(app.jobs, app.log);
  route(app, endpoints.recordListingEvents, async (request) => ({
    data: await recordEvents(app.db, request.body.events),
  }));
  route(app, endpoints.recordContact, async (request) => ({
    data: await recordContact(
      {
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        log: request.log,
        webhooksSoon: deliverWebhooks,
      },
      request.body,
    ),
  }));
  route(app, endpoints.recordSellerLead, async (request) => ({
    data: await recordSellerLead(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, webhooksSoon: deliverWebhooks },
      request.body,
      new Date(),
    ),
  }));
  route(app, endpoints.recordListingChange, async (request) => ({
    data: await recordListingChange(app.db, request.body, app.config.photoOrigins),
  }));
  route(app, endpoints.recordSavedSearch, async (request) => ({
    data: await recordSavedSearch(app.db, request.body),
  }));
  route(app, endpoints.recordAppDevice, async (request) => ({
    data: await recordAppDevice(app.db, request.body, new Date()),
  }));
  route(app, endpoints.recordSavedSearchRun, async (request) => ({
    data: await recordSearchRun(
      app.db,
      request.body.userId,
      request.params.id,
      new Date(request.body.searchedAt),
    ),
  }));
}
