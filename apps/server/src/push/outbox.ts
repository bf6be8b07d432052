import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { DeliveryReport } from '../lib/outbox-delivery';
import { deliverOutbox, DeliveryFailure } from '../lib/outbox-delivery';
import { TokenRejected } from './fcm';
import type { PushProviders } from './providers';
import { SubscriptionGone } from './web-push-sender';

/** After this many failed attempts a push is given up. */
export const PUSH_MAX_ATTEMPTS = 5;
/** A claim older than this was interrupted by a crash: whether the provider got it is unknown. */
export const PUSH_CLAIM_LEASE_MS = 10 * 60_000;
/** Before attempt n + 1: 30 s, 2 min, 8 min, 32 min (or the provider's Retry-After when longer). */
export const pushRetryDelayMs = (attempts: number): number => 4 ** (attempts - 1) * 30_000;
/**
 * A push is news: one not delivered within a day is given up, and the providers keep one for an
 * offline phone or browser no longer either (FCM's android.ttl, Web Push's TTL).
 */
export const PUSH_TTL_SECONDS = 24 * 3600;

const PUSH_POLICY = {
  maxAttempts: PUSH_MAX_ATTEMPTS,
  leaseMs: PUSH_CLAIM_LEASE_MS,
  retryDelayMs: pushRetryDelayMs,
  expireAfterMs: PUSH_TTL_SECONDS * 1000,
};

const ClaimedPush = z.object({
  id: z.number(),
  attempts: z.number(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.string()),
  device_id: z.number().nullable(),
  subscription_id: z.number().nullable(),
  /** Null for a device that was disconnected since, or never gave a token. */
  push_token: z.string().nullable(),
  device_connected: z.boolean().nullable(),
  endpoint: z.string().nullable(),
  p256dh: z.string().nullable(),
  auth: z.string().nullable(),
});
type ClaimedPush = z.infer<typeof ClaimedPush>;

// The target is read when the message is claimed: a device disconnected meanwhile gets nothing.
const CLAIMED_COLUMNS = sql`id, attempts, title, body, data, device_id, subscription_id,
  (select d.push_token from app_devices d where d.id = push_outbox.device_id) as push_token,
  (select d.status = 'connected' from app_devices d where d.id = push_outbox.device_id) as device_connected,
  (select s.endpoint from push_subscriptions s where s.id = push_outbox.subscription_id) as endpoint,
  (select s.p256dh from push_subscriptions s where s.id = push_outbox.subscription_id) as p256dh,
  (select s.auth from push_subscriptions s where s.id = push_outbox.subscription_id) as auth`;

export interface PushDeliveryDeps {
  db: Database;
  providers: PushProviders;
  log: FastifyBaseLogger;
  now: Date;
}

/** Only the messages of a provider that is set are claimed; the others wait in the outbox, as before. */
function claimable({ fcm, webPush }: PushProviders): SQL | null {
  if (fcm && webPush) return sql`true`;
  if (fcm) return sql`device_id is not null`;
  if (webPush) return sql`subscription_id is not null`;
  return null;
}

/**
 * Delivers the push outbox: app devices through FCM, browsers through Web Push, each message claimed
 * before the call (never sent twice), retried with backoff. A device whose token FCM rejects is
 * disconnected, a subscription its push service no longer knows (404, 410) is deleted.
 */
export function deliverPendingPushes({ db, providers, log, now }: PushDeliveryDeps): Promise<DeliveryReport> {
  const where = claimable(providers);
  return deliverOutbox({
    db,
    log,
    now,
    table: 'push_outbox',
    kind: 'push',
    columns: CLAIMED_COLUMNS,
    row: ClaimedPush,
    ...(where ? { where } : {}),
    policy: PUSH_POLICY,
    send: where && ((row: ClaimedPush) => sendOne(db, providers, now, row)),
  });
}

async function sendOne(db: Database, providers: PushProviders, now: Date, row: ClaimedPush): Promise<void> {
  const { title, body, data } = row;
  if (row.device_id !== null) {
    if (!providers.fcm) throw new DeliveryFailure('FCM is not set');
    if (!row.device_connected) throw new DeliveryFailure('device disconnected', { final: true });
    if (!row.push_token) throw new DeliveryFailure('device has no push token', { final: true });
    try {
      await providers.fcm.send(row.push_token, { title, body, data, ttlSeconds: PUSH_TTL_SECONDS });
    } catch (error) {
      if (error instanceof TokenRejected) {
        await db.execute(sql`update app_devices set status = 'disconnected', modified_at = ${now}
          where id = ${row.device_id} and status = 'connected'`);
      }
      throw error;
    }
    return;
  }
  if (!providers.webPush) throw new DeliveryFailure('Web Push is not set');
  if (row.subscription_id === null || !row.endpoint || !row.p256dh || !row.auth) {
    throw new DeliveryFailure('subscription gone', { final: true });
  }
  const payload = JSON.stringify({
    title,
    body,
    url: data.url ?? null,
    image: data.image ?? null,
    tag: `saved-search-${data.savedSearchId ?? row.id}`,
  });
  try {
    await providers.webPush.send(
      { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
      payload,
      PUSH_TTL_SECONDS,
    );
  } catch (error) {
    // Its outbox rows go with it (cascade), this one included.
    if (error instanceof SubscriptionGone) {
      await db.execute(sql`delete from push_subscriptions where id = ${row.subscription_id}`);
    }
    throw error;
  }
  await db.execute(
    sql`update push_subscriptions set last_success_at = ${now} where id = ${row.subscription_id}`,
  );
}
