import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../documents/xlsx';
import { userOf } from '../../plugins/auth';
import { route } from '../../plugins/contract';
import { planContactExport, writeContactExport } from './contact-export';
import { listContacts } from './contacts.service';

/** Contacts (issue 5): received and sent, as leads or per listing, and their Excel export. */
export async function contactsRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.listMyContacts, (request) =>
    listContacts(app.db, userOf(request).id, 'received', request.body),
  );
  route(app, endpoints.listMySentContacts, (request) =>
    listContacts(app.db, userOf(request).id, 'sent', request.body),
  );
  route(app, endpoints.exportMyContacts, async (request, reply) => {
    const user = userOf(request);
    const { lang } = request.params;
    const plan = planContactExport(request.query, lang, new Date());
    return sendXlsx(reply, plan.fileName, (out) => writeContactExport(app.db, user.id, plan, lang, out));
  });
}
