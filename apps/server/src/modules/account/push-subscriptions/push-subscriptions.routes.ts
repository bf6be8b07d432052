import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../../plugins/auth';
import { route } from '../../../plugins/contract';
import { pushPublicKey, subscribe, subscriptionsOf, unsubscribe } from './push-subscriptions.service';

export function pushSubscriptionsRoutes(app: FastifyInstance): void {
  route(app, endpoints.getPushKey, async () => ({ data: { publicKey: pushPublicKey(app.config) } }));

  route(app, endpoints.subscribePush, async (request) => ({
    data: await subscribe(app.db, app.config, userOf(request).id, request.body),
  }));

  route(app, endpoints.listPushSubscriptions, async (request) => ({
    data: await subscriptionsOf(app.db, userOf(request).id),
  }));

  route(app, endpoints.deletePushSubscription, async (request) => ({
    data: await unsubscribe(app.db, userOf(request).id, request.params.id),
  }));
}
