import { endpoints } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clearSessionCookie, userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import type { DeletionDeps } from './deletion.service';
import { confirmAccountDeletion, requestAccountDeletion } from './deletion.service';

export function deletionRoutes(app: FastifyInstance): void {
  const deps = (request: FastifyRequest): DeletionDeps => ({
    db: app.db,
    mailer: app.mailer,
    storage: app.storage,
    publicUrl: app.config.publicUrl,
    log: request.log,
  });

  route(app, endpoints.requestAccountDeletion, async (request) => {
    await requestAccountDeletion(deps(request), userOf(request));
    return { data: { success: true } };
  });

  route(app, endpoints.confirmAccountDeletion, async (request, reply) => {
    await confirmAccountDeletion(deps(request), request.body.token);
    // The link may be opened in the browser that is still signed in: its session no longer exists.
    clearSessionCookie(request, reply);
    return { data: { success: true } };
  });
}
