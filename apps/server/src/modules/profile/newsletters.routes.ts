import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { subscribe } from './newsletters.service';

export function newslettersRoutes(app: FastifyInstance): void {
  route(app, endpoints.setNewsletter, async (request) => ({
    data: await subscribe(app.db, userOf(request), request.params.id, request.body.subscribed),
  }));
}
