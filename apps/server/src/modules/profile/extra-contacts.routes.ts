import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { extraContacts } from '../../db/schema';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { addExtraContact, changeExtraContact, removeExtraContact } from './extra-contacts.service';
import { writeProfileRow } from './profile-version';

export function extraContactsRoutes(app: FastifyInstance): void {
  route(app, endpoints.createExtraContact, async (request) => ({
    data: await addExtraContact(app.db, userOf(request).id, request.body),
  }));
  // The contact form rewrites the whole contact: conditional on the profile's version (decision 055).
  route(app, endpoints.updateExtraContact, async (request, reply) => ({
    data: await writeProfileRow(app.db, request, reply, extraContacts, (tx, userId, id) =>
      changeExtraContact(tx, userId, id, request.body),
    ),
  }));
  route(app, endpoints.deleteExtraContact, async (request) => {
    await removeExtraContact(app.db, userOf(request).id, request.params.id);
    return { data: { success: true } };
  });
}
