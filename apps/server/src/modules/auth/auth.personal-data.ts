import { asc, eq, sql } from 'drizzle-orm';
import {
  emailTokens,
  mailOutbox,
  passkeys,
  securityEvents,
  sessions,
  users,
  webauthnChallenges,
} from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** What the auth module holds about a user: its part of the data export and of the account deletion. */
export const authPersonalData: PersonalData = {
  sections: [
    {
      // Session ids are credentials (hashed or not): only what the user can recognise.
      name: 'sessions',
      collect: (db, userId) =>
        db
          .select({
            createdAt: sessions.createdAt,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
            userAgent: sessions.userAgent,
            ip: sessions.ip,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(asc(sessions.createdAt)),
    },
    {
      // The passkeys' names and use; their keys are credentials, not data about the user.
      name: 'passkeys',
      collect: (db, userId) =>
        db
          .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
          .from(passkeys)
          .where(eq(passkeys.userId, userId))
          .orderBy(asc(passkeys.createdAt)),
    },
    {
      // What the user was told about their account's security, and from where (issue 51).
      name: 'securityEvents',
      collect: (db, userId) =>
        db
          .select({
            kind: securityEvents.kind,
            at: securityEvents.at,
            userAgent: securityEvents.userAgent,
            ip: securityEvents.ip,
          })
          .from(securityEvents)
          .where(eq(securityEvents.userId, userId))
          .orderBy(asc(securityEvents.at)),
    },
    {
      // Subjects only: the bodies carry single-use links.
      name: 'emails',
      collect: (db, userId) =>
        db
          .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
          .from(mailOutbox)
          .innerJoin(users, sql`lower(${mailOutbox.to}) = lower(${users.email})`)
          .where(eq(users.id, userId))
          .orderBy(asc(mailOutbox.id)),
    },
  ],
  userTables: [
    { table: sessions, userId: sessions.userId },
    { table: emailTokens, userId: emailTokens.userId },
    { table: securityEvents, userId: securityEvents.userId },
    { table: passkeys, userId: passkeys.userId },
    { table: webauthnChallenges, userId: webauthnChallenges.userId },
  ],
  // Keyed by address, not by user: the old address must not stay behind. Failed logins hold no
  // address, only its keyed hash, and go with the login window (decision 052).
  async erase(tx, user) {
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${user.email})`);
    // Mail to agencies that carries the user's details (a lead, a valuation request), answered to them.
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.replyTo}) = lower(${user.email})`);
  },
};
