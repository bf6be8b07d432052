import { ERASED_EMAIL_DOMAIN } from '@app/contract';
import { asc, eq, or, sql } from 'drizzle-orm';
import { contacts, listings } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';
import { CONTACT_COLUMNS } from './contact-columns';

/** What the contacts module holds about a user: its part of the data export and of the account deletion. */
export const contactsPersonalData: PersonalData = {
  sections: [
    {
      // Leads about the user's listings: who wrote what, about which listing.
      name: 'contactsReceived',
      collect: (db, userId) =>
        db
          .select({ ...CONTACT_COLUMNS, yourReference: listings.yourReference })
          .from(contacts)
          .innerJoin(listings, eq(listings.id, contacts.listingId))
          .where(eq(contacts.ownerId, userId))
          .orderBy(asc(contacts.sentAt), asc(contacts.id)),
    },
    {
      // What the user wrote to advertisers; their own reference of the listing is theirs, not the user's.
      name: 'contactsSent',
      collect: (db, userId) =>
        db
          .select(CONTACT_COLUMNS)
          .from(contacts)
          .innerJoin(listings, eq(listings.id, contacts.listingId))
          .where(eq(contacts.authorId, userId))
          .orderBy(asc(contacts.sentAt), asc(contacts.id)),
    },
  ],
  // Contacts have an owner and an author, no user_id: those the user received go with the account.
  // Those the user sent (signed in, or with the account's address) stay in the agency's list as the
  // fact of a contact about its listing, without who sent it or what it said (decision 030).
  async erase(tx, user) {
    await tx.delete(contacts).where(eq(contacts.ownerId, user.id));
    await tx
      .update(contacts)
      .set({
        authorId: null,
        firstName: null,
        lastName: null,
        email: sql`'erased-' || ${contacts.id} || ${`@${ERASED_EMAIL_DOMAIN}`}`,
        phone: null,
        message: '',
      })
      .where(or(eq(contacts.authorId, user.id), sql`lower(${contacts.email}) = lower(${user.email})`));
  },
};
