import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../../http-error';
import { sessionTokenOf, userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import { changePassword } from './password.service';

export function passwordRoutes(app: FastifyInstance): void {
  route(app, endpoints.changePassword, async (request) => {
    const sessionToken = sessionTokenOf(request);
    if (!sessionToken) throw unauthorized();
    await changePassword(app.db, userOf(request), request.body, { ip: request.ip, sessionToken });
    return { data: { success: true } };
  });
}
