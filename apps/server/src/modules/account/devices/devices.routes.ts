import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import { devicesOf, isAppUser, revokeDevice } from './devices.service';

export function devicesRoutes(app: FastifyInstance): void {
  route(app, endpoints.getDevices, async (request) => ({
    data: await devicesOf(app.db, userOf(request).id),
  }));

  route(app, endpoints.revokeDevice, async (request) => ({
    data: await revokeDevice(app.db, userOf(request).id, {
      id: request.params.id,
      clientId: request.params.clientId,
    }),
  }));

  route(app, endpoints.isAppUser, async (request) => ({
    data: { isAppUser: await isAppUser(app.db, userOf(request).id) },
  }));
}
