import { asc, eq } from 'drizzle-orm';
import { alertAddresses, alertDigests, pushOutbox, savedSearches } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** Saved searches with their alert settings, the confirmed alert address and waiting push messages. */
export const savedSearchesPersonalData: PersonalData = {
  sections: [
    {
      name: 'savedSearches',
      collect: (db, userId) =>
        db
          .select({
            name: savedSearches.name,
            transactionType: savedSearches.transactionType,
            propertyTypes: savedSearches.propertyTypes,
            postcodes: savedSearches.postcodes,
            priceMinCents: savedSearches.priceMinCents,
            priceMaxCents: savedSearches.priceMaxCents,
            bedroomsMin: savedSearches.bedroomsMin,
            livableSurfaceMin: savedSearches.livableSurfaceMin,
            emailDigest: savedSearches.emailDigest,
            emailNotification: savedSearches.emailNotification,
            pushNotification: savedSearches.pushNotification,
            createdAt: savedSearches.createdAt,
            modifiedAt: savedSearches.modifiedAt,
            lastSearchAt: savedSearches.lastSearchAt,
          })
          .from(savedSearches)
          .where(eq(savedSearches.userId, userId))
          .orderBy(asc(savedSearches.id)),
    },
    {
      name: 'alertAddress',
      collect: (db, userId) =>
        db
          .select({ email: alertAddresses.email, confirmedAt: alertAddresses.confirmedAt })
          .from(alertAddresses)
          .where(eq(alertAddresses.userId, userId)),
    },
  ],
  // Matches go with their search (cascade); push messages before the devices they point at.
  userTables: [
    { table: pushOutbox, userId: pushOutbox.userId },
    { table: alertAddresses, userId: alertAddresses.userId },
    { table: alertDigests, userId: alertDigests.userId },
    { table: savedSearches, userId: savedSearches.userId },
  ],
};
