import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { listProperties, propertyOf } from './properties.service';
import { changePropertyStatus } from './property-status.service';

/** My properties (issue 4): the list with its filter payload, one listing, its status change. */
export async function propertiesRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listMyProperties, (request) => listProperties(app.db, userOf(request), request.body));
  route(app, endpoints.getMyProperty, async (request) => ({
    data: await propertyOf(app.db, userOf(request), request.params.id),
  }));
  route(app, endpoints.changeMyPropertyStatus, async (request) => ({
    data: await changePropertyStatus(app.db, userOf(request), request.params.id, request.body),
  }));
}
