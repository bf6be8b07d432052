import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { listings } from './listings';
import { userRef } from './user-ref';

/**
 * A saved property (Bookmark of spec section 3): one per user and listing. The listing row stays
 * when it goes offline (its status changes), so the bookmark stays, marked as no longer available.
 */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    note: text('note'),
    rating: smallint('rating'),
    /** The listing's price when it was saved (null: price on request), to show a price change. */
    priceCentsWhenSaved: bigint('price_cents_when_saved', { mode: 'number' }),
    contactedAt: timestamptz('contacted_at'),
    visitedAt: timestamptz('visited_at'),
    priceDropAlert: boolean('price_drop_alert').notNull().default(false),
    /** The price last announced by a price-drop alert; the next alert needs a lower one. */
    priceCentsAlerted: bigint('price_cents_alerted', { mode: 'number' }),
    /** The secret of the price-drop mail's unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bookmarks_user_listing_idx').on(table.userId, table.listingId),
    index('bookmarks_user_created_idx').on(table.userId, table.createdAt),
    index('bookmarks_listing_idx').on(table.listingId),
    check('bookmarks_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
