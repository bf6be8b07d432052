import { IDEMPOTENCY_KEY, RETENTION } from '@app/contract';
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
}

const Deleted = z.object({ n: z.number() });
const deleted = async (db: Database, statement: ReturnType<typeof sql>) =>
  rowsOf(
    Deleted,
    await db.execute(sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`),
  )[0]?.n ?? 0;

/**
 * Removes what is kept no longer (RETENTION): raw listing events older than 400 days, in batches;
 * expired sessions, single-use e-mail links and sign-in states; failed logins older than a day;
 * Idempotency-Keys past IDEMPOTENCY_KEY.hours (decision 054: a retry after that is a new request).
 * Idempotent: a second run on the same day finds nothing.
 */
export async function removeExpired(db: Database, now: Date): Promise<RetentionReport> {
  const at = sql`${now.toISOString()}::timestamptz`;
  let listingEvents = 0;
  for (;;) {
    const batch = await deleted(
      db,
      sql`delete from listing_events where id in (
        select id from listing_events
        where occurred_at < ${at} - make_interval(days => ${RETENTION.listingEventDays})
        limit ${RETENTION_BATCH})`,
    );
    listingEvents += batch;
    if (batch < RETENTION_BATCH) break;
  }
  return {
    listingEvents,
    sessions: await deleted(db, sql`delete from sessions where expires_at < ${at}`),
    loginAttempts: await deleted(
      db,
      sql`delete from login_attempts where attempted_at < ${at} - make_interval(hours => ${RETENTION.loginAttemptHours})`,
    ),
    emailTokens: await deleted(db, sql`delete from email_tokens where expires_at < ${at}`),
    oidcStates: await deleted(db, sql`delete from oidc_states where expires_at < ${at}`),
    idempotencyKeys: await deleted(
      db,
      sql`delete from idempotency_keys where created_at <= ${at} - make_interval(hours => ${IDEMPOTENCY_KEY.hours})`,
    ),
  };
}
