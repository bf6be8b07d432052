import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { writeIfMatch } from '../../plugins/conditional-requests';
import { route } from '../../plugins/contract';
import {
  changeSearch,
  confirmEmailAlerts,
  confirmPushAlerts,
  disableEmailAlerts,
  disablePushAlerts,
  enableEmailAlerts,
  enablePushAlerts,
  listSavedSearches,
  listSearchMatches,
  removeSearch,
  savedSearchVersion,
  saveSearch,
  setDigest,
} from './saved-searches.service';

export async function savedSearchesRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
  route(app, endpoints.listMySavedSearches, (request) =>
    listSavedSearches(app.db, userOf(request).id, request.query),
  );
  route(app, endpoints.listSavedSearchMatches, (request) =>
    listSearchMatches(app.db, userOf(request).id, request.params.id, request.query, request.params.lang),
  );
  route(app, endpoints.createSavedSearch, async (request) => ({
    data: await saveSearch(app.db, userOf(request).id, request.body),
  }));
  route(app, endpoints.updateSavedSearch, async (request, reply) => {
    const userId = userOf(request).id;
    const { id } = request.params;
    return {
      data: await writeIfMatch(app.db, request, reply, savedSearchVersion(userId, id), (tx) =>
        changeSearch(tx, userId, id, request.body),
      ),
    };
  });
  route(app, endpoints.deleteSavedSearch, async (request) => {
    await removeSearch(app.db, userOf(request).id, request.params.id);
    return { data: { success: true } };
  });
  route(app, endpoints.enableEmailDigest, async (request) => ({
    data: await setDigest(app.db, userOf(request).id, request.params.id, true),
  }));
  route(app, endpoints.disableEmailDigest, async (request) => ({
    data: await setDigest(app.db, userOf(request).id, request.params.id, false),
  }));
  route(app, endpoints.enableEmailNotification, async (request) => ({
    data: await enableEmailAlerts(deps, userOf(request), request.params.id),
  }));
  route(app, endpoints.confirmEmailNotification, async (request) => ({
    data: await confirmEmailAlerts(app.db, userOf(request), request.params.id, request.body.token),
  }));
  route(app, endpoints.disableEmailNotification, async (request) => ({
    data: await disableEmailAlerts(app.db, userOf(request).id, request.params.id),
  }));
  route(app, endpoints.enablePushNotification, async (request) => ({
    data: await enablePushAlerts(app.db, userOf(request).id, request.params.id),
  }));
  route(app, endpoints.confirmPushNotification, async (request) => ({
    data: await confirmPushAlerts(app.db, userOf(request).id, request.params.id),
  }));
  route(app, endpoints.disablePushNotification, async (request) => ({
    data: await disablePushAlerts(app.db, userOf(request).id, request.params.id),
  }));
}
