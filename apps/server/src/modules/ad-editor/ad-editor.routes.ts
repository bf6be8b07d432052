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
} from './ad-editor.service';

/** The ad editor: a property draft created, property and project drafts read and saved (decision 017). */
export async function adEditorRoutes(app: FastifyInstance): Promise<void> {
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
