import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import {
  createPropertyAdDraft,
  projectAdDraft,
  propertyAdDraft,
  saveProjectAdDraft,
  savePropertyAdDraft,
} from './ad-drafts.service';
import { projectDrafts, propertyDrafts, removeProjectDraft, removePropertyDraft } from './drafts.service';

/** My drafts (issue 4): property and project drafts, listed and deleted, and the ad editor's saves. */
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
  route(app, endpoints.createPropertyDraft, async (request) => ({
    data: await createPropertyAdDraft(app.db, userOf(request), request.body),
  }));
  route(app, endpoints.getPropertyDraft, async (request) => ({
    data: await propertyAdDraft(app.db, userOf(request), request.params.id),
  }));
  route(app, endpoints.updatePropertyDraft, async (request) => ({
    data: await savePropertyAdDraft(app.db, userOf(request), request.params.id, request.body),
  }));
  route(app, endpoints.getProjectDraft, async (request) => ({
    data: await projectAdDraft(app.db, userOf(request), request.params.id),
  }));
  route(app, endpoints.updateProjectDraft, async (request) => ({
    data: await saveProjectAdDraft(app.db, userOf(request), request.params.id, request.body),
  }));
}
