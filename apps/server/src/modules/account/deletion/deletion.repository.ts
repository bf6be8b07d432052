import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  appDevices,
  contacts,
  emailTokens,
  extraAddresses,
  extraContacts,
  galleryImages,
  identities,
  loginAttempts,
  logos,
  listingProductSlots,
  listings,
  mailOutbox,
  newsletterSubscriptions,
  oidcStates,
  openingHours,
  orders,
  paymentMethods,
  proProfiles,
  projects,
  sessions,
  userProducts,
  users,
} from '../../../db/schema';

/**
 * Every table with a user_id column: the deletion removes the user's rows from each. A test
 * compares this list with the database, so a new table cannot be forgotten here.
 */
export const USER_TABLES: ReadonlyArray<{ table: PgTable; userId: AnyPgColumn }> = [
  { table: sessions, userId: sessions.userId },
  { table: emailTokens, userId: emailTokens.userId },
  { table: identities, userId: identities.userId },
  { table: oidcStates, userId: oidcStates.userId },
  { table: appDevices, userId: appDevices.userId },
  { table: paymentMethods, userId: paymentMethods.userId },
  { table: newsletterSubscriptions, userId: newsletterSubscriptions.userId },
  { table: proProfiles, userId: proProfiles.userId },
  { table: extraAddresses, userId: extraAddresses.userId },
  { table: openingHours, userId: openingHours.userId },
  { table: extraContacts, userId: extraContacts.userId },
  { table: logos, userId: logos.userId },
  { table: galleryImages, userId: galleryImages.userId },
  { table: userProducts, userId: userProducts.userId },
  { table: listingProductSlots, userId: listingProductSlots.userId },
  // The user's listings go with the account, with their statistics and orders (cascade); projects
  // after their units, which only point at them. Invoices stay: Belgian law keeps them 10 years, so
  // they hold their own copy of what they bill and whom, and lose only the link (order_id set null;
  // decision 013).
  { table: orders, userId: orders.userId },
  { table: listings, userId: listings.userId },
  { table: projects, userId: projects.userId },
];

/** The deleted account's e-mail: never deliverable (RFC 2606 .invalid), unique by id. */
export const anonymousEmail = (userId: number): string => `deleted-${userId}@deleted.invalid`;

export const DELETED_STATUS = -1;

/**
 * Claims the token and, in the same transaction, removes every personal row of its user and
 * anonymises the users row (kept so ids stay stable for anything that referenced it).
 * Returns the user id, or null when the token is unknown, used or expired.
 */
export async function deleteAccountWithToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    // The conditional update claims the token: two clicks on the link cannot both run.
    const [token] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, 'delete-account'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId });
    if (!token) return null;
    const userId = token.userId;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return null;

    // Contacts have an owner and an author, no user_id: those the user received go with the account;
    // those the user sent stay with the agency that received them (its lead), unlinked from the account.
    await tx.delete(contacts).where(eq(contacts.ownerId, userId));
    await tx.update(contacts).set({ authorId: null }).where(eq(contacts.authorId, userId));
    for (const { table, userId: column } of USER_TABLES) {
      await tx.delete(table).where(eq(column, userId));
    }
    // Keyed by address, not by user: the old address must not stay behind in either.
    await tx.delete(loginAttempts).where(sql`lower(${loginAttempts.email}) = lower(${user.email})`);
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${user.email})`);

    await tx
      .update(users)
      .set({
        email: anonymousEmail(userId),
        passwordHash: null,
        status: DELETED_STATUS,
        isAdmin: false,
        companyName: null,
        firstName: null,
        lastName: null,
        userName: null,
        softwareName: null,
        phone: null,
        mobile: null,
        street: null,
        houseNumber: null,
        box: null,
        postcode: null,
        city: null,
        emailConfirmedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return userId;
  });
}
