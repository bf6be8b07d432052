import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../../http-error';
import { sessionTokenOf, userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import { deviceCookieOf, loginKeys, noteRequestEvent } from '../../auth/auth.service';
import { changePassword, secureAccount } from './password.service';

export function passwordRoutes(app: FastifyInstance): void {
  const keys = loginKeys(app.config.loginSecret);
  route(app, endpoints.changePassword, async (request, reply) => {
    const sessionToken = sessionTokenOf(request);
    if (!sessionToken) throw unauthorized();
    await changePassword(app.db, keys, userOf(request), request.body, {
      ip: request.ip,
      sessionToken,
      deviceCookie: deviceCookieOf(request),
      receivedAt: new Date(Date.now() - reply.elapsedTime),
    });
    await noteRequestEvent(request, userOf(request), 'password-changed');
    return { data: { success: true } };
  });

  route(app, endpoints.secureAccount, async (request) => {
    await secureAccount(app.db, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return { data: { success: true } };
  });
}
