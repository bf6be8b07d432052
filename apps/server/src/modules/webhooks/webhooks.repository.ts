import type { WebhookEventType } from '@app/contract';
import { WEBHOOK_LIMITS } from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { firstRowOf, IdRow, int, rowsOf } from '../../db/sql';
import { webhookEndpoints, webhookMessages } from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect & { pending: number };

// Named in full: drizzle writes a column of the only table in FROM without its table, which the
// subquery would read as its own.
const pendingOf = sql<number>`(select count(*)::int from webhook_messages m
  where m.endpoint_id = webhook_endpoints.id and m.delivered_at is null and m.failed_at is null)`;

/** The user's endpoints, the oldest first, each with its count of messages under way. */
export function endpointsOf(db: Database, userId: number): Promise<EndpointRow[]> {
  return db
    .select({ ...endpointColumns, pending: pendingOf })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.id));
}

const endpointColumns = {
  id: webhookEndpoints.id,
  userId: webhookEndpoints.userId,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  secret: webhookEndpoints.secret,
  previousSecret: webhookEndpoints.previousSecret,
  previousSecretUntil: webhookEndpoints.previousSecretUntil,
  enabled: webhookEndpoints.enabled,
  disabledForFailures: webhookEndpoints.disabledForFailures,
  version: webhookEndpoints.version,
  createdAt: webhookEndpoints.createdAt,
};

export async function endpointOf(db: Database, userId: number, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select({ ...endpointColumns, pending: pendingOf })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)));
  return row;
}

/** Takes the user's row lock (the limit on endpoints holds under parallel requests). */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** Takes the endpoint's row lock; false when it is not the user's. */
export async function lockEndpoint(tx: Database, userId: number, id: number): Promise<boolean> {
  const result = await tx.execute(
    sql`select id from webhook_endpoints where id = ${id} and user_id = ${userId} for update`,
  );
  return firstRowOf(IdRow, result) !== undefined;
}

export async function countEndpoints(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return row?.n ?? 0;
}

export interface EndpointFields {
  url: string;
  description: string;
  events: WebhookEventType[];
}

export async function insertEndpoint(
  db: Database,
  userId: number,
  fields: EndpointFields,
  secret: string,
): Promise<number> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ userId, ...fields, secret })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error('webhook endpoint not inserted');
  return row.id;
}

/** Changes an endpoint; switching it on clears a disabling for failures. */
export async function updateEndpoint(
  db: Database,
  userId: number,
  id: number,
  fields: EndpointFields & { enabled: boolean },
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({
      ...fields,
      disabledForFailures: fields.enabled ? false : sql`${webhookEndpoints.disabledForFailures}`,
      version: sql`${webhookEndpoints.version} + 1`,
    })
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)));
}

export async function rotateSecret(
  db: Database,
  userId: number,
  id: number,
  secret: string,
  now: Date,
): Promise<boolean> {
  const until = new Date(now.getTime() + WEBHOOK_LIMITS.previousSecretHours * 3_600_000);
  const rows = await db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretUntil: until,
      version: sql`${webhookEndpoints.version} + 1`,
    })
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function deleteEndpoint(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * The user's endpoints that take this event: the switched-on ones, and those the delivery switched
 * off for failures, whose leads wait for the agency to switch them on again (not those it switched off).
 */
export async function subscribersOf(db: Database, userId: number, type: WebhookEventType): Promise<number[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, userId),
        sql`(${webhookEndpoints.enabled} or ${webhookEndpoints.disabledForFailures})`,
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    )
    .orderBy(asc(webhookEndpoints.id));
  return rows.map((row) => row.id);
}

export interface NewMessage {
  endpointId: number;
  webhookId: string;
  eventType: string;
  body: string;
}

export async function insertMessages(
  db: Database,
  messages: readonly NewMessage[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  const deadline = new Date(now.getTime() + WEBHOOK_LIMITS.retryDays * 86_400_000);
  await db
    .insert(webhookMessages)
    .values(
      messages.map((message) => ({ ...message, createdAt: now, deadlineAt: deadline, nextAttemptAt: now })),
    );
}

const AttemptRow = z.object({
  id: int,
  message_id: int,
  webhook_id: z.string(),
  event_type: z.string(),
  attempted_at: z.coerce.date(),
  status_code: int.nullable(),
  error: z.string().nullable(),
  duration_ms: int,
  delivered_at: z.coerce.date().nullable(),
  failed_at: z.coerce.date().nullable(),
  next_attempt_at: z.coerce.date(),
});
export type AttemptRow = z.infer<typeof AttemptRow>;

/** The endpoint's last attempts, the newest first, each with where its message stands now. */
export async function attemptsOf(db: Database, endpointId: number): Promise<AttemptRow[]> {
  return rowsOf(
    AttemptRow,
    await db.execute(sql`
      select a.id, a.message_id, m.webhook_id, m.event_type, a.attempted_at, a.status_code, a.error,
             a.duration_ms, m.delivered_at, m.failed_at, m.next_attempt_at
      from webhook_attempts a join webhook_messages m on m.id = a.message_id
      where a.endpoint_id = ${endpointId}
      order by a.id desc limit ${WEBHOOK_LIMITS.logSize}`),
  );
}

/**
 * A failed message of the endpoint sent again: waiting from now, with a new deadline. False when the
 * message is not the endpoint's or is not failed (delivered, or still under way).
 */
export async function requeueFailed(
  db: Database,
  endpointId: number,
  messageId: number,
  now: Date,
): Promise<boolean> {
  const deadline = new Date(now.getTime() + WEBHOOK_LIMITS.retryDays * 86_400_000);
  const rows = await db
    .update(webhookMessages)
    .set({ failedAt: null, claimedAt: null, nextAttemptAt: now, deadlineAt: deadline })
    .where(
      and(
        eq(webhookMessages.id, messageId),
        eq(webhookMessages.endpointId, endpointId),
        sql`${webhookMessages.failedAt} is not null`,
      ),
    )
    .returning({ id: webhookMessages.id });
  return rows.length > 0;
}

export async function messageExists(db: Database, endpointId: number, messageId: number): Promise<boolean> {
  const rows = await db
    .select({ id: webhookMessages.id })
    .from(webhookMessages)
    .where(and(eq(webhookMessages.id, messageId), eq(webhookMessages.endpointId, endpointId)));
  return rows.length > 0;
}

/** An endpoint switched on again: its waiting messages get a full retry window from now. */
export async function extendWaitingDeadlines(db: Database, endpointId: number, now: Date): Promise<void> {
  const deadline = new Date(now.getTime() + WEBHOOK_LIMITS.retryDays * 86_400_000);
  await db
    .update(webhookMessages)
    .set({ deadlineAt: deadline, nextAttemptAt: now })
    .where(
      and(
        eq(webhookMessages.endpointId, endpointId),
        sql`${webhookMessages.deliveredAt} is null and ${webhookMessages.failedAt} is null`,
      ),
    );
}
