import { IDEMPOTENCY_KEY, RETENTION, SELLER_REPORT_LIMITS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { rowsOf } from './sql';

/** Rows deleted per statement: a year of raw events is millions of rows, never one transaction. */
export const RETENTION_BATCH = 10_000;

export interface RetentionReport {
  listingEvents: number;
  sessions: number;
  loginAttempts: number;
  emailTokens: number;
  oidcStates: number;
  idempotencyKeys: number;
  mailOutbox: number;
  alertMatches: number;
  pushOutbox: number;
  securityEvents: number;
  webauthnChallenges: number;
  webhookMessages: number;
  sellerReportLinks: number;
}

const Deleted = z.object({ n: z.number() });
const deleted = async (db: Database, statement: ReturnType<typeof sql>) =>
  rowsOf(
    Deleted,
    await db.execute(sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`),
  )[0]?.n ?? 0;

/**
 * Deletes the rows of `table` that `old` selects, RETENTION_BATCH at a time (each its own statement
 * and transaction), by their physical address: the same code serves tables without a single-column
 * key (alert_matches). No index on the time: the tables are scanned once a night instead of every
 * insert of the day paying for one.
 */
async function deleteInBatches(db: Database, table: string, old: ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await deleted(
      db,
      sql`delete from ${sql.identifier(table)} where ctid = any(array(
        select ctid from ${sql.identifier(table)} where ${old} limit ${RETENTION_BATCH}))`,
    );
    total += batch;
    if (batch < RETENTION_BATCH) return total;
  }
}

/**
 * Removes what is kept no longer (RETENTION): raw listing events older than 400 days, in batches;
 * expired sessions, single-use e-mail links, sign-in states and passkey challenges; failed logins older than a day;
 * Idempotency-Keys past IDEMPOTENCY_KEY.hours (decision 054: a retry after that is a new request);
 * e-mails, alert matches, push messages, security events and webhook messages past their days (in batches too).
 * Seller report links (issue 50) SELLER_REPORT_LIMITS.keepDays after their end date or revocation.
 * Idempotent: a second run on the same day finds nothing.
 */
export async function removeExpired(db: Database, now: Date): Promise<RetentionReport> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const olderThan = (column: string, days: number) =>
    sql`${sql.identifier(column)} < ${at} - make_interval(days => ${days})`;
  return {
    listingEvents: await deleteInBatches(
      db,
      'listing_events',
      olderThan('occurred_at', RETENTION.listingEventDays),
    ),
    sessions: await deleted(db, sql`delete from sessions where expires_at < ${at}`),
    loginAttempts: await deleted(
      db,
      sql`delete from login_attempts where attempted_at < ${at} - make_interval(hours => ${RETENTION.loginAttemptHours})`,
    ),
    emailTokens: await deleted(db, sql`delete from email_tokens where expires_at < ${at}`),
    oidcStates: await deleted(db, sql`delete from oidc_states where expires_at < ${at}`),
    webauthnChallenges: await deleted(db, sql`delete from webauthn_challenges where expires_at < ${at}`),
    idempotencyKeys: await deleted(
      db,
      sql`delete from idempotency_keys where created_at <= ${at} - make_interval(hours => ${IDEMPOTENCY_KEY.hours})`,
    ),
    mailOutbox: await deleteInBatches(db, 'mail_outbox', olderThan('created_at', RETENTION.mailOutboxDays)),
    alertMatches: await deleteInBatches(
      db,
      'alert_matches',
      olderThan('matched_at', RETENTION.alertMatchDays),
    ),
    securityEvents: await deleteInBatches(
      db,
      'security_events',
      olderThan('at', RETENTION.securityEventDays),
    ),
    pushOutbox: await deleteInBatches(db, 'push_outbox', olderThan('created_at', RETENTION.pushOutboxDays)),
    webhookMessages: await deleteInBatches(
      db,
      'webhook_messages',
      olderThan('created_at', RETENTION.webhookMessageDays),
    ),
    sellerReportLinks: await deleted(
      db,
      sql`delete from seller_report_links where ends_on < (${at} at time zone 'Europe/Brussels')::date - ${SELLER_REPORT_LIMITS.keepDays}::int
        or revoked_at < ${at} - make_interval(days => ${SELLER_REPORT_LIMITS.keepDays})`,
    ),
  };
}
