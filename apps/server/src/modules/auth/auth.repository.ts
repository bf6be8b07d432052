import type { SQL } from 'drizzle-orm';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { int, rowsOf } from '../../db/sql';
import type { EmailTokenPurpose } from '../../db/schema';
import { emailTokens, loginAttempts, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

const sessionWithUserQuery = (db: Database) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.createdAt, sql.placeholder('bornAfter')),
      ),
    )
    .limit(1)
    .prepare('session_with_user');

/**
 * Every authenticated request runs this query first: built once per database (drizzle's query
 * building was a measurable share of a request) and a named statement that PostgreSQL plans once
 * per connection.
 */
const preparedSessionQueries = new WeakMap<Database, ReturnType<typeof sessionWithUserQuery>>();

/**
 * The session and its user in one query; expired sessions do not count, nor those signed in before
 * `bornAfter` (the absolute lifetime, also when the setting was lowered after they started).
 */
export async function findSessionWithUser(
  db: Database,
  sessionId: string,
  now: Date,
  bornAfter: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionWithUserQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({
    id: sessionId,
    now: now.toISOString(),
    bornAfter: bornAfter.toISOString(),
  });
  return row;
}

export async function insertSession(db: Database, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function extendSession(
  db: Database,
  sessionId: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user but `keepId` (a cookie hash). */
export async function deleteOtherSessions(db: Database, userId: number, keepId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** One login attempt: the account by its keyed e-mail hash, the address, and a valid device cookie's nonce. */
export interface LoginAttempt {
  emailHash: string;
  ip: string;
  device: string | null;
}

/** The other failures within the window that the limits count, as milliseconds since the epoch. */
export interface LoginFailures {
  /** This address on this account, any device: how many, and the latest. */
  pair: { count: number; latest: number | null };
  /** The `limit`-th latest failure of the account from unknown devices, of the address, of the device. */
  account: number | null;
  address: number | null;
  device: number | null;
}

const FailuresRow = z.object({
  pair_count: int,
  pair_latest: z.number().nullable(),
  account: z.number().nullable(),
  address: z.number().nullable(),
  device: z.number().nullable(),
});

/**
 * Every limit's count in one round trip (a login is the endpoint an attack hammers). Each counts the
 * other attempts in the window, the ones of parallel requests included.
 */
export async function loginFailures(
  db: Database,
  attempt: LoginAttempt,
  window: { start: Date; exceptId: number },
  limits: { account: number; address: number; device: number },
): Promise<LoginFailures> {
  const others = sql`attempted_at > ${window.start.toISOString()}::timestamptz and id <> ${window.exceptId}`;
  const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
  const nth = (match: SQL, limit: number) =>
    sql`(select ${ms(sql`attempted_at`)} from login_attempts where ${match} and ${others}
         order by attempted_at desc offset ${limit - 1} limit 1)`;
  const pair = sql`email_hash = ${attempt.emailHash} and ip = ${attempt.ip}`;
  const [row] = rowsOf(
    FailuresRow,
    await db.execute(sql`select
      (select count(*)::int from login_attempts where ${pair} and ${others}) as pair_count,
      (select ${ms(sql`max(attempted_at)`)} from login_attempts where ${pair} and ${others}) as pair_latest,
      ${nth(sql`email_hash = ${attempt.emailHash} and device is null`, limits.account)} as account,
      ${nth(sql`ip = ${attempt.ip}`, limits.address)} as address,
      ${attempt.device === null ? sql`null::float8` : nth(sql`device = ${attempt.device}`, limits.device)} as device`),
  );
  return {
    pair: { count: row!.pair_count, latest: row!.pair_latest },
    account: row!.account,
    address: row!.address,
    device: row!.device,
  };
}

const InsertedRow = z.object({ id: int });

/** Stores an attempt as failed until proven otherwise; returns its id. */
export async function insertLoginAttempt(
  db: Database,
  attempt: LoginAttempt & { attemptedAt: Date },
  windowStart: Date,
): Promise<number> {
  // Rows older than the window are never read again; pruning here keeps the table small, in the
  // same round trip.
  const [row] = rowsOf(
    InsertedRow,
    await db.execute(sql`with pruned as (
        delete from login_attempts where attempted_at < ${windowStart.toISOString()}::timestamptz
      )
      insert into login_attempts (email_hash, ip, device, attempted_at)
      values (${attempt.emailHash}, ${attempt.ip}, ${attempt.device}, ${attempt.attemptedAt.toISOString()}::timestamptz)
      returning id`),
  );
  return row!.id;
}

export async function deleteLoginAttempt(db: Database, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/**
 * A successful login clears its own address's failures on the account, not other addresses', and
 * the failures of the device cookie it came with.
 */
export async function clearFailedLogins(db: Database, attempt: LoginAttempt): Promise<void> {
  const pair = and(eq(loginAttempts.emailHash, attempt.emailHash), eq(loginAttempts.ip, attempt.ip));
  await db
    .delete(loginAttempts)
    .where(attempt.device === null ? pair : or(pair, eq(loginAttempts.device, attempt.device)));
}

const EMAIL_LINK_LOCK_ID = 7_240_327;

/**
 * In the caller's transaction: waits until the user's other link requests have committed, so each
 * request counts the links before it and stamps its own after them.
 */
export async function lockEmailLinks(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LINK_LOCK_ID}::int, ${userId}::int)`);
}

/** When the oldest of the user's links of this kind since `since` was made, and how many there are. */
export async function recentEmailTokens(
  tx: Database,
  userId: number,
  purpose: EmailTokenPurpose,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${emailTokens.createdAt})` })
    .from(emailTokens)
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertEmailToken(db: Database, token: typeof emailTokens.$inferInsert): Promise<void> {
  await db.insert(emailTokens).values(token);
}

/**
 * Uses an unused, unexpired token of `purpose` (of that user, when named); its user's id, or null. The
 * conditional update claims it: of two requests with the same token, one wins.
 */
async function claimToken(
  db: Database,
  claim: { tokenHash: string; purpose: EmailTokenPurpose; userId?: number; now: Date },
): Promise<number | null> {
  const [token] = await db
    .update(emailTokens)
    .set({ usedAt: claim.now })
    .where(
      and(
        eq(emailTokens.tokenHash, claim.tokenHash),
        eq(emailTokens.purpose, claim.purpose),
        claim.userId === undefined ? undefined : eq(emailTokens.userId, claim.userId),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, claim.now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return token?.userId ?? null;
}

/**
 * Claims one of the user's unused, unexpired tokens of this purpose (in the caller's transaction);
 * false when there is none.
 */
export const claimEmailToken = async (
  db: Database,
  claim: { tokenHash: string; purpose: EmailTokenPurpose; userId: number; now: Date },
): Promise<boolean> => (await claimToken(db, claim)) !== null;

/**
 * Uses a token of `purpose` whoever it was sent to, and with it every other unused one of that user
 * and purpose (a later notice's link must not undo what this one did); the user's id, or null when
 * the token is unknown, used or expired.
 */
export async function claimEmailTokenUser(
  db: Database,
  claim: { tokenHash: string; purpose: EmailTokenPurpose; now: Date },
): Promise<number | null> {
  const userId = await claimToken(db, claim);
  if (userId === null) return null;
  await db
    .update(emailTokens)
    .set({ usedAt: claim.now })
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, claim.purpose), isNull(emailTokens.usedAt)),
    );
  return userId;
}

/**
 * Uses a confirmation token and activates its user, in one transaction.
 * False when the token is unknown, used or expired.
 */
export async function confirmEmailWithToken(
  db: Database,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  activeStatus: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await claimToken(tx, { tokenHash, purpose, now });
    if (userId === null) return false;
    await tx
      .update(users)
      .set({ status: activeStatus, emailConfirmedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    return true;
  });
}
