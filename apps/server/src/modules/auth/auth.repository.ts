import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

const sessionWithUserQuery = (db: Database) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_with_user');

/**
 * Every authenticated request runs this query first: built once per database (drizzle's query
 * building was a measurable share of a request) and a named statement that PostgreSQL plans once
 * per connection.
 */
const preparedSessionQueries = new WeakMap<Database, ReturnType<typeof sessionWithUserQuery>>();

/** The session and its user in one query; expired sessions do not count. */
export async function findSessionWithUser(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  let query = preparedSessionQueries.get(db);
  if (!query) {
    query = sessionWithUserQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ id: sessionId, now: now.toISOString() });
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

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/**
 * When the other attempts of `email` (or of `ip`) within the window reach `limit`: the moment the
 * oldest of the latest `limit` leaves the window, i.e. when one more attempt is allowed.
 * Null while under the limit.
 */
/**
 * When the failures of an account, an address, or the pair, over the window, stop blocking: the
 * `limit`-th latest failure plus the window (account, address); the pair's latest failure plus its
 * progressive delay. Null when under the limit.
 */
export async function loginBlockedUntil(
  db: Database,
  by: { email: string } | { ip: string } | { email: string; ip: string },
  window: { limit: number; start: Date; ms: number; exceptId: number },
): Promise<Date | null> {
  const match =
    'email' in by && 'ip' in by
      ? and(eq(loginAttempts.email, by.email), eq(loginAttempts.ip, by.ip))
      : 'email' in by
        ? eq(loginAttempts.email, by.email)
        : eq(loginAttempts.ip, by.ip);
  const [row] = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(match, gt(loginAttempts.attemptedAt, window.start), ne(loginAttempts.id, window.exceptId)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .offset(window.limit - 1)
    .limit(1);
  return row ? new Date(row.attemptedAt.getTime() + window.ms) : null;
}

/** The failures of one address on one account within the window, and the latest one's time. */
export async function pairFailures(
  db: Database,
  pair: { email: string; ip: string },
  window: { start: Date; exceptId: number },
): Promise<{ count: number; latest: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${loginAttempts.attemptedAt})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, pair.email),
        eq(loginAttempts.ip, pair.ip),
        gt(loginAttempts.attemptedAt, window.start),
        ne(loginAttempts.id, window.exceptId),
      ),
    );
  return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

/** Stores an attempt as failed until proven otherwise; returns its id. */
export async function insertLoginAttempt(
  db: Database,
  attempt: { email: string; ip: string; attemptedAt: Date },
  windowStart: Date,
): Promise<number> {
  // Rows older than the window are never read again; pruning here keeps the table small.
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart));
  const [row] = await db.insert(loginAttempts).values(attempt).returning({ id: loginAttempts.id });
  return row!.id;
}

export async function deleteLoginAttempt(db: Database, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** A successful login clears its own address's failures on the account, not other addresses'. */
export async function clearFailedLogins(db: Database, pair: { email: string; ip: string }): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, pair.email), eq(loginAttempts.ip, pair.ip)));
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
 * Claims one of the user's unused, unexpired tokens of this purpose (in the caller's transaction);
 * false when there is none. The conditional update means two requests cannot both win.
 */
export async function claimEmailToken(
  db: Database,
  claim: { tokenHash: string; purpose: EmailTokenPurpose; userId: number; now: Date },
): Promise<boolean> {
  const claimed = await db
    .update(emailTokens)
    .set({ usedAt: claim.now })
    .where(
      and(
        eq(emailTokens.tokenHash, claim.tokenHash),
        eq(emailTokens.purpose, claim.purpose),
        eq(emailTokens.userId, claim.userId),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, claim.now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return claimed.length > 0;
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
    // The conditional update claims the token: two requests with the same token cannot both win.
    const [token] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId });
    if (!token) return false;
    await tx
      .update(users)
      .set({ status: activeStatus, emailConfirmedAt: now, updatedAt: now })
      .where(eq(users.id, token.userId));
    return true;
  });
}
