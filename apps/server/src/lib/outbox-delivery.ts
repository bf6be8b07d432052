import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { firstRowOf, IdRow, rowsOf } from '../db/sql';

/** How an outbox retries: attempts before giving up, the claim's lease, the backoff before attempt n + 1. */
export interface OutboxPolicy {
  maxAttempts: number;
  /** A claim older than this was interrupted by a crash: whether the provider got it is unknown. */
  leaseMs: number;
  retryDelayMs(attempts: number): number;
  /** A message not sent this long after it was queued is given up: it would come too late (push). */
  expireAfterMs?: number;
}

/**
 * A failed attempt that says more than "try again": `final` gives the message up at once (its target
 * is gone, or the provider refused the message itself); `retryAfterMs` is the provider's Retry-After.
 */
export class DeliveryFailure extends Error {
  override readonly name = 'DeliveryFailure';
  constructor(
    message: string,
    readonly options: { final?: boolean; retryAfterMs?: number } = {},
  ) {
    super(message);
  }
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  interrupted: number;
}

/** The columns every outbox table has: attempts, next_attempt_at, claimed_at, sent_at, failed_at, error, created_at. */
export type OutboxTable = 'mail_outbox' | 'push_outbox';

interface OutboxRun {
  db: Database;
  log: FastifyBaseLogger;
  now: Date;
  table: OutboxTable;
  /** What the log lines call a message: 'mail', 'push'. */
  kind: string;
  /** Only these rows are claimed (the ones a provider is set for); the others wait. */
  where?: SQL;
  policy: OutboxPolicy;
}

export interface OutboxDelivery<Row extends { id: number; attempts: number }> extends OutboxRun {
  /** The claim's RETURNING list, `id` and `attempts` among them, and the schema of what it returns. */
  columns: SQL;
  row: z.ZodType<Row>;
  /** Delivers one message; throws to fail the attempt. Null: no provider, every message waits. */
  send: ((row: Row) => Promise<void>) | null;
}

export const INTERRUPTED_ERROR = 'interrupted while sending; not sent again to avoid a duplicate';
export const EXPIRED_ERROR = 'not sent in time; given up';

/**
 * Delivers every due message of an outbox, one at a time. A message is claimed (committed) before the
 * provider's call and marked after it, so a crash in between leaves a claim that is never sent again:
 * a message may be lost by a crash, but it is never sent twice (docs/decisions/018-job-runner.md).
 * The mail and push outboxes share this; each brings its table, its columns and its provider.
 */
export async function deliverOutbox<Row extends { id: number; attempts: number }>(
  delivery: OutboxDelivery<Row>,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, interrupted: 0 };
  report.interrupted = await giveUpInterrupted(delivery);
  if (!delivery.send) return report;
  report.failed += await giveUpExpired(delivery);
  for (;;) {
    const row = await claimNext(delivery);
    if (!row) return report;
    const outcome = await attempt(delivery, delivery.send, row);
    report[outcome] += 1;
  }
}

const pending = (table: OutboxTable) => sql`${sql.identifier(table)}.sent_at is null
  and ${sql.identifier(table)}.failed_at is null`;

async function giveUpInterrupted({ db, now, log, table, kind, policy }: OutboxRun) {
  const rows = rowsOf(
    IdRow,
    await db.execute(sql`update ${sql.identifier(table)} set failed_at = ${now}, error = ${INTERRUPTED_ERROR}
      where ${pending(table)} and claimed_at < ${new Date(now.getTime() - policy.leaseMs)}
      returning id`),
  );
  for (const { id } of rows) log.error({ outboxId: id }, `${kind} interrupted while sending; given up`);
  return rows.length;
}

async function giveUpExpired({ db, now, log, table, kind, policy, where }: OutboxRun) {
  if (policy.expireAfterMs === undefined) return 0;
  const rows = rowsOf(
    IdRow,
    await db.execute(sql`update ${sql.identifier(table)} set failed_at = ${now}, error = ${EXPIRED_ERROR}
      where ${pending(table)} and claimed_at is null
        and created_at < ${new Date(now.getTime() - policy.expireAfterMs)} and ${where ?? sql`true`}
      returning id`),
  );
  if (rows.length > 0) log.warn({ count: rows.length }, `${kind} given up: not sent in time`);
  return rows.length;
}

async function claimNext<Row extends { id: number; attempts: number }>({
  db,
  now,
  table,
  columns,
  row,
  where,
}: OutboxDelivery<Row>): Promise<Row | undefined> {
  const result = await db.execute(sql`
    update ${sql.identifier(table)} set claimed_at = ${now}, attempts = attempts + 1
    where id = (
      select id from ${sql.identifier(table)}
      where ${pending(table)} and claimed_at is null and next_attempt_at <= ${now} and ${where ?? sql`true`}
      order by id limit 1 for update skip locked
    )
    returning ${columns}`);
  return firstRowOf(row, result);
}

async function attempt<Row extends { id: number; attempts: number }>(
  { db, log, now, table, kind, policy }: OutboxDelivery<Row>,
  send: (row: Row) => Promise<void>,
  row: Row,
): Promise<'sent' | 'retrying' | 'failed'> {
  const outbox = sql.identifier(table);
  try {
    await send(row);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const options = error instanceof DeliveryFailure ? error.options : {};
    if (options.final || row.attempts >= policy.maxAttempts) {
      await db.execute(sql`update ${outbox} set failed_at = ${now}, claimed_at = null, error = ${reason}
        where id = ${row.id}`);
      log.error(
        { err: error, outboxId: row.id, attempts: row.attempts },
        options.final ? `${kind} refused; given up` : `${kind} given up after its last attempt`,
      );
      return 'failed';
    }
    const delayMs = Math.max(policy.retryDelayMs(row.attempts), options.retryAfterMs ?? 0);
    await db.execute(sql`update ${outbox} set claimed_at = null, error = ${reason},
      next_attempt_at = ${new Date(now.getTime() + delayMs)} where id = ${row.id}`);
    log.warn(
      { err: error, outboxId: row.id, attempts: row.attempts },
      `${kind} not delivered; retried later`,
    );
    return 'retrying';
  }
  await db.execute(sql`update ${outbox} set sent_at = ${now}, error = null where id = ${row.id}`);
  return 'sent';
}
