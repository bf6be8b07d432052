import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../../http-error';
import { clearSessionCookie, sessionTokenOf, userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import { securityEventsOf } from '../../auth/auth.service';
import { endOtherSessionsOf, endSessionOf, sessionsOf } from './sessions.service';

export function sessionsRoutes(app: FastifyInstance): void {
  route(app, endpoints.listMySessions, async (request) => ({
    data: await sessionsOf(app.db, app.config.sessions, userOf(request).id, sessionTokenOf(request)),
  }));

  route(app, endpoints.listMySecurityEvents, async (request) => ({
    data: await securityEventsOf(app.db, userOf(request).id),
  }));

  route(app, endpoints.endMySession, async (request, reply) => {
    const userId = userOf(request).id;
    const token = sessionTokenOf(request);
    const { current } = await endSessionOf(app.db, userId, request.params.id, token);
    if (current) {
      clearSessionCookie(request, reply);
      return { data: [] };
    }
    return { data: await sessionsOf(app.db, app.config.sessions, userId, token) };
  });

  route(app, endpoints.endMyOtherSessions, async (request) => {
    const userId = userOf(request).id;
    const token = sessionTokenOf(request);
    // A signed-in user always has the cookie; checked, so that "others" never means "all".
    if (!token) throw unauthorized();
    await endOtherSessionsOf(app.db, userId, token);
    return { data: await sessionsOf(app.db, app.config.sessions, userId, token) };
  });
}
