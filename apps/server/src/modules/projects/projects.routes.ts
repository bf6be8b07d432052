import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { changeStatus, listProjects, projectModels, projectUnits } from './projects.service';

/** My projects (issue 4): the list, a project's models, a model's units, the status change. */
export async function projectsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listMyProjects, (request) => listProjects(app.db, userOf(request), request.body));
  route(app, endpoints.getMyProjectModels, async (request) => ({
    data: await projectModels(app.db, userOf(request), request.params.id),
  }));
  route(app, endpoints.getMyProjectUnits, async (request) => ({
    data: await projectUnits(app.db, userOf(request), request.params.id, request.params.modelId),
  }));
  route(app, endpoints.changeMyProjectStatus, async (request) => ({
    data: await changeStatus(app.db, userOf(request), request.params.id, request.body),
  }));
}
