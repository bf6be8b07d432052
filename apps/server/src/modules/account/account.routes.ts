import type { FastifyInstance } from 'fastify';
import { connectionsRoutes } from './connections/connections.routes';
import { deletionRoutes } from './deletion/deletion.routes';
import { devicesRoutes } from './devices/devices.routes';
import { passwordRoutes } from './password/password.routes';
import { personalDataRoutes } from './personal-data/personal-data.routes';
import { pushSubscriptionsRoutes } from './push-subscriptions/push-subscriptions.routes';
import { sessionsRoutes } from './sessions/sessions.routes';

/** Password, personal data export and deletion, provider connections, app devices, browsers' push and the sessions. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  passwordRoutes(app);
  personalDataRoutes(app);
  deletionRoutes(app);
  connectionsRoutes(app);
  devicesRoutes(app);
  pushSubscriptionsRoutes(app);
  sessionsRoutes(app);
}
