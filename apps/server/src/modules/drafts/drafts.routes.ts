import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { projectDrafts, propertyDrafts, removeProjectDraft, removePropertyDraft } from './drafts.service';

/** My drafts (issue 4): property and project drafts, listed and deleted. */
export async function draftsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listMyPropertyDrafts, async (request) => ({
    data: await propertyDrafts(app.db, userOf(request)),
  }));
  route(app, endpoints.listMyProjectDrafts, async (request) => ({
    data: await projectDrafts(app.db, userOf(request)),
  }));
  route(app, endpoints.deleteMyPropertyDraft, async (request) => {
    await removePropertyDraft(app.db, userOf(request), request.params.id);
    return { data: { success: true } };
  });
  route(app, endpoints.deleteMyProjectDraft, async (request) => {
    await removeProjectDraft(app.db, userOf(request), request.params.id);
    return { data: { success: true } };
  });
}
