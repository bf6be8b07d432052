import type { ProjectAdDraft, PropertyAdDraft } from '@app/contract';
import { endpoints } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { userOf } from '../../plugins/auth';
import { writeIfMatch } from '../../plugins/conditional-requests';
import { route } from '../../plugins/contract';
import {
  createPropertyAdDraft,
  draftTag,
  projectAdDraft,
  projectDraftVersion,
  propertyAdDraft,
  propertyDraftVersion,
  saveProjectAdDraft,
  savePropertyAdDraft,
} from './ad-editor.service';

/** A draft's answer, with its version as the ETag. */
function withTag<D extends PropertyAdDraft | ProjectAdDraft>(reply: FastifyReply, draft: D): { data: D } {
  reply.header('etag', draftTag(draft));
  return { data: draft };
}

/**
 * The ad editor: a property draft created, property and project drafts read and saved (decision
 * 017). A draft is read with its version (ETag) and saved only over that version (decision 055).
 */
export async function adEditorRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.createPropertyDraft, async (request) => ({
    data: await createPropertyAdDraft(app.db, userOf(request), request.body),
  }));
  route(app, endpoints.getPropertyDraft, async (request, reply) =>
    withTag(reply, await propertyAdDraft(app.db, userOf(request), request.params.id)),
  );
  route(app, endpoints.updatePropertyDraft, async (request, reply) => {
    const user = userOf(request);
    const { id } = request.params;
    return {
      data: await writeIfMatch(app.db, request, reply, propertyDraftVersion(user, id), (tx) =>
        savePropertyAdDraft(tx, user, id, request.body),
      ),
    };
  });
  route(app, endpoints.getProjectDraft, async (request, reply) =>
    withTag(reply, await projectAdDraft(app.db, userOf(request), request.params.id)),
  );
  route(app, endpoints.updateProjectDraft, async (request, reply) => {
    const user = userOf(request);
    const { id } = request.params;
    return {
      data: await writeIfMatch(app.db, request, reply, projectDraftVersion(user, id), (tx) =>
        saveProjectAdDraft(tx, user, id, request.body),
      ),
    };
  });
}
