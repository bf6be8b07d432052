import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { addOpeningHours, changeOpeningHours, removeOpeningHours } from './opening-hours.service';

export function openingHoursRoutes(app: FastifyInstance): void {
  route(app, endpoints.createOpeningHours, async (request) => ({
    data: await addOpeningHours(app.db, userOf(request).id, request.body),
  }));
  route(app, endpoints.updateOpeningHours, async (request) => ({
    data: await changeOpeningHours(app.db, userOf(request).id, request.params.id, request.body),
  }));
  route(app, endpoints.deleteOpeningHours, async (request) => {
    await removeOpeningHours(app.db, userOf(request).id, request.params.id);
    return { data: { success: true } };
  });
}
