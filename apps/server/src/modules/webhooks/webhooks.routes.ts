import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth';
import { writeIfMatch } from '../../plugins/conditional-requests';
import { route } from '../../plugins/contract';
import { webhooksSoon } from '../../jobs/send-webhooks.job';
import type { AddressPolicy } from './webhooks.service';
import {
  attemptsOfEndpoint,
  changeEndpoint,
  checkEndpointAddress,
  createEndpoint,
  endpointVersion,
  getEndpoint,
  listEndpoints,
  queueTestEvent,
  removeEndpoint,
  resendMessage,
  rotateEndpointSecret,
  systemResolver,
} from './webhooks.service';

/** Profile → Integrations: an agency's webhook endpoints and their delivery log (issue 50). */
export function webhooksRoutes(app: FastifyInstance): void {
  const policy: AddressPolicy = { allowLocal: app.config.webhooks.allowLocal, resolve: systemResolver };
  const deliverSoon = webhooksSoon(app.jobs, app.log);

  route(app, endpoints.listWebhookEndpoints, async (request) => ({
    data: await listEndpoints(app.db, userOf(request).id, new Date()),
  }));
  route(app, endpoints.getWebhookEndpoint, async (request, reply) => {
    const { endpoint, etag } = await getEndpoint(app.db, userOf(request).id, request.params.id, new Date());
    reply.header('etag', etag);
    return { data: endpoint };
  });
  route(app, endpoints.createWebhookEndpoint, async (request) => ({
    data: await createEndpoint(app.db, policy, userOf(request).id, request.body, new Date()),
  }));
  route(app, endpoints.updateWebhookEndpoint, async (request, reply) => {
    const userId = userOf(request).id;
    const { id } = request.params;
    await checkEndpointAddress(request.body.url, policy);
    return {
      data: await writeIfMatch(app.db, request, reply, endpointVersion(userId, id), (tx) =>
        changeEndpoint(tx, userId, id, request.body, new Date()),
      ),
    };
  });
  route(app, endpoints.deleteWebhookEndpoint, async (request) => {
    await removeEndpoint(app.db, userOf(request).id, request.params.id);
    return { data: { success: true } };
  });
  route(app, endpoints.rotateWebhookSecret, async (request) => ({
    data: await rotateEndpointSecret(app.db, userOf(request).id, request.params.id, new Date()),
  }));
  route(app, endpoints.listWebhookAttempts, async (request) => ({
    data: await attemptsOfEndpoint(app.db, userOf(request).id, request.params.id),
  }));
  route(app, endpoints.resendWebhookMessage, async (request) => {
    const { id, messageId } = request.params;
    await resendMessage(app.db, userOf(request).id, id, messageId, new Date());
    await deliverSoon();
    return { data: { success: true } };
  });
  route(app, endpoints.sendWebhookTest, async (request) => {
    await queueTestEvent(app.db, userOf(request).id, request.params.id, new Date());
    await deliverSoon();
    return { data: { success: true } };
  });
}
