import type {
  WebhookAttempt,
  WebhookData,
  WebhookEndpoint,
  WebhookEndpointUpdateBody,
  WebhookEventType,
} from '@app/contract';
import {
  WEBHOOK_ERR,
  WEBHOOK_LIMITS,
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_PAYLOADS,
  WEBHOOK_TEST_EVENT,
} from '@app/contract';
import type { z } from 'zod';
import type { WebhookEndpointBody } from '@app/contract';
import type { Database } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../http-error';
import type { RecordVersion } from '../../plugins/conditional-requests';
import { entityTag, rowVersion } from '../../plugins/conditional-requests';
import type { Resolver } from './webhook-address';
import { RefusedAddress, resolveWebhookTarget } from './webhook-address';
import { newWebhookId, newWebhookSecret } from './webhook-signature';
import type { AttemptRow, EndpointRow } from './webhooks.repository';
import {
  attemptsOf,
  countEndpoints,
  deleteEndpoint,
  endpointOf,
  endpointsOf,
  insertEndpoint,
  insertMessages,
  lockEndpoint,
  lockUser,
  messageExists,
  requeueFailed,
  rotateSecret,
  subscribersOf,
  updateEndpoint,
  extendWaitingDeadlines,
} from './webhooks.repository';

export { deliverWebhooks } from './webhook-delivery';
export { systemResolver } from './webhook-address';

/** What checking an endpoint's address needs: whether local addresses are allowed, and DNS. */
export interface AddressPolicy {
  allowLocal: boolean;
  resolve: Resolver;
}

const tagOf = (row: Pick<EndpointRow, 'id' | 'version'>): string =>
  entityTag({ webhook: row.id, v: row.version });

const toEndpoint = (row: EndpointRow, now: Date): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledForFailures: row.disabledForFailures,
  createdAt: row.createdAt.toISOString(),
  previousSecretUntil:
    row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
  pending: row.pending,
  etag: tagOf(row),
});

export async function listEndpoints(db: Database, userId: number, now: Date): Promise<WebhookEndpoint[]> {
  return (await endpointsOf(db, userId)).map((row) => toEndpoint(row, now));
}

async function ownEndpoint(db: Database, userId: number, id: number): Promise<EndpointRow> {
  const row = await endpointOf(db, userId, id);
  if (!row) throw notFound();
  return row;
}

/** GET my-profile/webhooks/:id: the endpoint and its ETag. */
export async function getEndpoint(
  db: Database,
  userId: number,
  id: number,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; etag: string }> {
  const row = await ownEndpoint(db, userId, id);
  return { endpoint: toEndpoint(row, now), etag: tagOf(row) };
}

/** A URL the server may not send to answers the field's error, never a connection attempt. */
async function checkAddress(url: string, policy: AddressPolicy): Promise<void> {
  try {
    await resolveWebhookTarget(new URL(url), policy);
  } catch (error) {
    if (error instanceof RefusedAddress) throw validationFailed({ url: WEBHOOK_ERR.url });
    throw error;
  }
}

export async function createEndpoint(
  db: Database,
  policy: AddressPolicy,
  userId: number,
  body: z.output<typeof WebhookEndpointBody>,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await checkAddress(body.url, policy);
  const secret = newWebhookSecret();
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await countEndpoints(tx, userId)) >= WEBHOOK_LIMITS.endpoints)
      throw new HttpError(409, 'webhooks_max', WEBHOOK_ERR.max);
    return insertEndpoint(tx, userId, body, secret);
  });
  return { endpoint: toEndpoint(await ownEndpoint(db, userId, id), now), secret };
}

/** How PUT my-profile/webhooks/:id finds the endpoint's version: under its row lock; 404 when not the user's. */
export function endpointVersion(userId: number, id: number): RecordVersion {
  return rowVersion(
    (tx) => lockEndpoint(tx, userId, id),
    (tx) => endpointOf(tx, userId, id),
    tagOf,
  );
}

/** The address is checked before the versioned write (a DNS answer is not waited for under a lock). */
export const checkEndpointAddress = checkAddress;

/** The change itself, in writeIfMatch's transaction; switched on again, its waiting messages get a new window. */
export async function changeEndpoint(
  tx: Database,
  userId: number,
  id: number,
  body: z.output<typeof WebhookEndpointUpdateBody>,
  now: Date,
): Promise<WebhookEndpoint> {
  const before = await ownEndpoint(tx, userId, id);
  await updateEndpoint(tx, userId, id, {
    url: body.url,
    description: body.description,
    events: body.events,
    enabled: body.enabled,
  });
  if (body.enabled && !before.enabled) await extendWaitingDeadlines(tx, id, now);
  return toEndpoint(await ownEndpoint(tx, userId, id), now);
}

export async function removeEndpoint(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteEndpoint(db, userId, id))) throw notFound();
}

export async function rotateEndpointSecret(
  db: Database,
  userId: number,
  id: number,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = newWebhookSecret();
  if (!(await rotateSecret(db, userId, id, secret, now))) throw notFound();
  return { endpoint: toEndpoint(await ownEndpoint(db, userId, id), now), secret };
}

const toAttempt = (row: AttemptRow): WebhookAttempt => {
  const status = row.delivered_at ? 'delivered' : row.failed_at ? 'failed' : 'pending';
  return {
    id: row.id,
    messageId: row.message_id,
    webhookId: row.webhook_id,
    event: row.event_type as WebhookAttempt['event'],
    attemptedAt: row.attempted_at.toISOString(),
    statusCode: row.status_code,
    error: row.error,
    durationMs: row.duration_ms,
    status,
    nextAttemptAt: status === 'pending' ? row.next_attempt_at.toISOString() : null,
  };
};

export async function attemptsOfEndpoint(
  db: Database,
  userId: number,
  id: number,
): Promise<WebhookAttempt[]> {
  await ownEndpoint(db, userId, id);
  return (await attemptsOf(db, id)).map(toAttempt);
}

export async function resendMessage(
  db: Database,
  userId: number,
  id: number,
  messageId: number,
  now: Date,
): Promise<void> {
  await ownEndpoint(db, userId, id);
  if (await requeueFailed(db, id, messageId, now)) return;
  if (!(await messageExists(db, id, messageId))) throw notFound();
  throw new HttpError(409, 'webhook_not_resendable', WEBHOOK_ERR.notResendable);
}

const bodyOf = <T extends keyof typeof WEBHOOK_PAYLOADS>(type: T, data: WebhookData<T>, at: Date): string =>
  JSON.stringify(
    WEBHOOK_PAYLOADS[type].parse({
      type,
      timestamp: at.toISOString(),
      version: WEBHOOK_PAYLOAD_VERSION,
      data,
    }),
  );

/** Queues a test event for one endpoint, whatever it subscribed to (an endpoint switched off keeps it until it is on). */
export async function queueTestEvent(db: Database, userId: number, id: number, now: Date): Promise<void> {
  await ownEndpoint(db, userId, id);
  const body = bodyOf(
    WEBHOOK_TEST_EVENT,
    { endpointId: id, message: 'A test event from the account area. It changes nothing.' },
    now,
  );
  await insertMessages(
    db,
    [{ endpointId: id, webhookId: newWebhookId(), eventType: WEBHOOK_TEST_EVENT, body }],
    now,
  );
}

/**
 * An event for the user's endpoints that take it, in the caller's transaction (the lead and its
 * messages are stored together, so a lead never goes without its webhooks, nor a webhook without its lead).
 */
export async function queueWebhookEvent<T extends WebhookEventType>(
  tx: Database,
  userId: number,
  type: T,
  data: WebhookData<T>,
  now: Date,
): Promise<number> {
  const endpoints = await subscribersOf(tx, userId, type);
  if (endpoints.length === 0) return 0;
  const body = bodyOf(type, data, now);
  await insertMessages(
    tx,
    endpoints.map((endpointId) => ({ endpointId, webhookId: newWebhookId(), eventType: type, body })),
    now,
  );
  return endpoints.length;
}
