import { asc, eq } from 'drizzle-orm';
import { bookmarks, listings } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** The user's saved properties: in the export with the listing's code, and gone with the account. */
export const bookmarksPersonalData: PersonalData = {
  sections: [
    {
      name: 'savedProperties',
      collect: (db, userId) =>
        db
          .select({
            vlancode: listings.vlancode,
            city: listings.city,
            note: bookmarks.note,
            rating: bookmarks.rating,
            contactedAt: bookmarks.contactedAt,
            visitedAt: bookmarks.visitedAt,
            priceDropAlert: bookmarks.priceDropAlert,
            savedAt: bookmarks.createdAt,
          })
          .from(bookmarks)
          .innerJoin(listings, eq(listings.id, bookmarks.listingId))
          .where(eq(bookmarks.userId, userId))
          .orderBy(asc(bookmarks.id)),
    },
  ],
  userTables: [{ table: bookmarks, userId: bookmarks.userId }],
};
