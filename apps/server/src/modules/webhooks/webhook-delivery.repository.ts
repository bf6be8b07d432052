import { Language, WEBHOOK_LIMITS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { firstRowOf, int, rowsOf } from '../../db/sql';

/** A claim older than this was interrupted (a crash): the message is sent again (at least once). */
export const CLAIM_LEASE_MS = WEBHOOK_LIMITS.timeoutMs * 6;

const ClaimedMessage = z.object({
  id: int,
  endpoint_id: int,
  webhook_id: z.string(),
  body: z.string(),
  attempts: int,
  deadline_at: z.coerce.date(),
  url: z.string(),
  secret: z.string(),
  previous_secret: z.string().nullable(),
  previous_secret_until: z.coerce.date().nullable(),
});
export type ClaimedMessage = z.infer<typeof ClaimedMessage>;

/**
 * Claims the next due message, the oldest first, among the heads of the switched-on endpoints: a
 * message waits while an older one of its endpoint is under way, so each endpoint gets its messages
 * in order, one at a time. The claim commits before the call, so parallel runs never take the same.
 */
export async function claimNextMessage(db: Database, now: Date): Promise<ClaimedMessage | undefined> {
  const lease = new Date(now.getTime() - CLAIM_LEASE_MS);
  const result = await db.execute(sql`
    with next as (
      select m.id from webhook_messages m join webhook_endpoints e on e.id = m.endpoint_id
      where e.enabled and m.delivered_at is null and m.failed_at is null
        and m.next_attempt_at <= ${now} and (m.claimed_at is null or m.claimed_at < ${lease})
        and not exists (select 1 from webhook_messages o where o.endpoint_id = m.endpoint_id and o.id < m.id
                        and o.delivered_at is null and o.failed_at is null)
      order by m.next_attempt_at, m.id limit 1
      for update of m skip locked
    ), claimed as (
      update webhook_messages m set claimed_at = ${now}, attempts = m.attempts + 1
      from next where m.id = next.id
      returning m.id, m.endpoint_id, m.webhook_id, m.body, m.attempts, m.deadline_at
    )
    select c.*, e.url, e.secret, e.previous_secret, e.previous_secret_until
    from claimed c join webhook_endpoints e on e.id = c.endpoint_id`);
  return firstRowOf(ClaimedMessage, result);
}

export interface AttemptRecord {
  endpointId: number;
  messageId: number;
  at: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** Logs an attempt and keeps the endpoint's last WEBHOOK_LIMITS.logSize. */
export async function recordAttempt(db: Database, attempt: AttemptRecord): Promise<void> {
  await db.execute(sql`
    insert into webhook_attempts (endpoint_id, message_id, attempted_at, status_code, error, duration_ms)
    values (${attempt.endpointId}, ${attempt.messageId}, ${attempt.at}, ${attempt.statusCode}, ${attempt.error},
            ${attempt.durationMs})`);
  await db.execute(sql`
    delete from webhook_attempts where endpoint_id = ${attempt.endpointId} and id <= (
      select id from webhook_attempts where endpoint_id = ${attempt.endpointId}
      order by id desc offset ${WEBHOOK_LIMITS.logSize} limit 1)`);
}

export async function markDelivered(db: Database, messageId: number, now: Date): Promise<void> {
  await db.execute(
    sql`update webhook_messages set delivered_at = ${now}, claimed_at = null where id = ${messageId}`,
  );
}

export async function scheduleRetry(db: Database, messageId: number, at: Date): Promise<void> {
  await db.execute(
    sql`update webhook_messages set next_attempt_at = ${at}, claimed_at = null where id = ${messageId}`,
  );
}

const DisabledEndpoint = z.object({ user_id: int, url: z.string() });

/**
 * Gives the message up and switches its endpoint off: its receiver failed it for the whole retry
 * window. The endpoint's other waiting messages are given up too (each can be sent again from the
 * log). Answers the owner to tell, or undefined when the endpoint was off already.
 */
export async function giveUpAndDisable(
  db: Database,
  message: { id: number; endpoint_id: number },
  now: Date,
): Promise<{ userId: number; url: string } | undefined> {
  await db.execute(sql`update webhook_messages set failed_at = ${now}, claimed_at = null
    where endpoint_id = ${message.endpoint_id} and delivered_at is null and failed_at is null`);
  const [owner] = rowsOf(
    DisabledEndpoint,
    await db.execute(sql`update webhook_endpoints set enabled = false, disabled_for_failures = true,
        version = version + 1
      where id = ${message.endpoint_id} and enabled returning user_id, url`),
  );
  return owner ? { userId: owner.user_id, url: owner.url } : undefined;
}

const OwnerRow = z.object({ email: z.string(), language: Language, name: z.string().nullable() });

/** Where the notice of a disabled endpoint goes: the account's address, in its language. */
export async function ownerOf(db: Database, userId: number): Promise<z.infer<typeof OwnerRow> | undefined> {
  return firstRowOf(
    OwnerRow,
    await db.execute(sql`
      select u.email, u.language, nullif(trim(coalesce(u.company_name, '')), '') as name
      from users u where u.id = ${userId}`),
  );
}
