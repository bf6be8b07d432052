import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { addExtraContact, changeExtraContact, removeExtraContact } from './extra-contacts.service';

export function extraContactsRoutes(app: FastifyInstance): void {
  route(app, endpoints.createExtraContact, async (request) => ({
    data: await addExtraContact(app.db, userOf(request).id, request.body),
  }));
  route(app, endpoints.updateExtraContact, async (request) => ({
    data: await changeExtraContact(app.db, userOf(request).id, request.params.id, request.body),
  }));
  route(app, endpoints.deleteExtraContact, async (request) => {
    await removeExtraContact(app.db, userOf(request).id, request.params.id);
    return { data: { success: true } };
  });
}
