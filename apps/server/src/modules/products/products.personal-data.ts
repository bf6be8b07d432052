import { asc, eq } from 'drizzle-orm';
import { advisorDossiers, listingProductSlots, userProducts } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** What the products module holds about a user: its part of the data export and of the account deletion. */
export const productsPersonalData: PersonalData = {
  sections: [
    {
      name: 'products',
      collect: (db, userId) =>
        db
          .select({
            code: userProducts.code,
            activation: userProducts.activation,
            pack: userProducts.pack,
            startDate: userProducts.startDate,
            endDate: userProducts.endDate,
            slots: userProducts.slots,
            selection: userProducts.selection,
          })
          .from(userProducts)
          .where(eq(userProducts.userId, userId))
          .orderBy(asc(userProducts.id)),
    },
    {
      name: 'propertyAdvisorDossiers',
      collect: (db, userId) =>
        db
          .select({
            title: advisorDossiers.title,
            description: advisorDossiers.description,
            listingId: advisorDossiers.listingId,
            creditsUsed: advisorDossiers.creditsUsed,
            createdAt: advisorDossiers.createdAt,
          })
          .from(advisorDossiers)
          .where(eq(advisorDossiers.userId, userId))
          .orderBy(asc(advisorDossiers.id)),
    },
  ],
  userTables: [
    { table: advisorDossiers, userId: advisorDossiers.userId },
    { table: userProducts, userId: userProducts.userId },
    { table: listingProductSlots, userId: listingProductSlots.userId },
  ],
};
