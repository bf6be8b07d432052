import { asc, eq } from 'drizzle-orm';
import { listings } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** What the properties module holds about a user: its part of the data export and of the account deletion. */
export const propertiesPersonalData: PersonalData = {
  sections: [
    {
      name: 'listings',
      collect: (db, userId) =>
        db
          .select({
            vlancode: listings.vlancode,
            statusId: listings.statusId,
            transactionType: listings.transactionType,
            propertyType: listings.propertyType,
            yourReference: listings.yourReference,
            softwareReference: listings.softwareReference,
            priceCents: listings.priceCents,
            street: listings.street,
            number: listings.houseNumber,
            box: listings.box,
            zip: listings.zip,
            city: listings.city,
            livableSurface: listings.livableSurface,
            bedrooms: listings.bedrooms,
            description: listings.description,
            onlineDate: listings.onlineDate,
            offlineDate: listings.offlineDate,
            createdAt: listings.createdAt,
          })
          .from(listings)
          .where(eq(listings.userId, userId))
          .orderBy(asc(listings.id)),
    },
  ],
  // The user's listings go with the account, with their statistics (cascade); after the orders and
  // contacts that point at them.
  userTables: [{ table: listings, userId: listings.userId }],
};
