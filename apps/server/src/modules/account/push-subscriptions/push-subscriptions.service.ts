import type { PushSubscription, SubscribePushBody } from '@app/contract';
import { ERR } from '@app/contract';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { HttpError, notFound } from '../../../http-error';
import type { PushSubscriptionRow } from './push-subscriptions.repository';
import { deleteSubscription, findSubscriptions, upsertSubscription } from './push-subscriptions.repository';

const toSubscription = (row: PushSubscriptionRow): PushSubscription => ({
  id: row.id,
  label: row.label,
  created: row.createdAt.toISOString(),
  lastSuccess: row.lastSuccessAt?.toISOString() ?? null,
});

/** The key browsers subscribe with; null where Web Push is not set up (DATABASE_URL without VAPID keys). */
export const pushPublicKey = (config: Pick<Config, 'vapid'>): string | null =>
  config.vapid?.publicKey ?? null;

export async function subscriptionsOf(db: Database, userId: number): Promise<PushSubscription[]> {
  return (await findSubscriptions(db, userId)).map(toSubscription);
}

export async function subscribe(
  db: Database,
  config: Pick<Config, 'vapid'>,
  userId: number,
  body: z.output<typeof SubscribePushBody>,
): Promise<PushSubscription> {
  if (!config.vapid) throw new HttpError(409, 'web_push_unavailable', ERR.webPushUnavailable);
  const row = await upsertSubscription(db, {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    label: body.label,
  });
  return toSubscription(row);
}

export async function unsubscribe(db: Database, userId: number, id: number): Promise<PushSubscription[]> {
  if (!(await deleteSubscription(db, userId, id))) throw notFound();
  return subscriptionsOf(db, userId);
}
