import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';
import { listings } from './listings';
import { users } from './users';

/**
 * A contact (lead) sent to a listing through the public portal: a received contact of the listing's
 * owner and, when the author was signed in, a sent contact of the author. Issue 5 feeds and shows them.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The portal's id of the event, so a re-sent contact is stored once. */
    externalId: text('external_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [
    index('contacts_owner_sent_idx').on(table.ownerId, table.sentAt),
    index('contacts_author_sent_idx').on(table.authorId, table.sentAt),
    index('contacts_listing_idx').on(table.listingId, table.sentAt),
    uniqueIndex('contacts_external_id_idx').on(table.externalId),
  ],
);
