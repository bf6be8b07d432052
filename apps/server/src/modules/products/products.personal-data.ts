import { asc, eq } from 'drizzle-orm';
import {
  advisorDossiers,
  fixedPriceContracts,
  listingProductSlots,
  sellerLeads,
  userProducts,
  wallpapers,
} from '../../db/schema';
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
    {
      name: 'fixedPriceContract',
      collect: (db, userId) =>
        db
          .select({
            package: fixedPriceContracts.package,
            properties: fixedPriceContracts.properties,
            activation: fixedPriceContracts.activation,
            startDate: fixedPriceContracts.startDate,
            endDate: fixedPriceContracts.endDate,
          })
          .from(fixedPriceContracts)
          .where(eq(fixedPriceContracts.userId, userId)),
    },
    {
      name: 'wallpapers',
      collect: (db, userId) =>
        db
          .select({
            imageUrl: wallpapers.imageUrl,
            startDate: wallpapers.startDate,
            endDate: wallpapers.endDate,
          })
          .from(wallpapers)
          .where(eq(wallpapers.userId, userId))
          .orderBy(asc(wallpapers.startDate)),
    },
    {
      // The sellers Lead Generator brought: the agency's leads, like the contacts it received.
      name: 'sellerLeads',
      collect: (db, userId) =>
        db
          .select({
            receivedAt: sellerLeads.receivedAt,
            firstName: sellerLeads.firstName,
            lastName: sellerLeads.lastName,
            email: sellerLeads.email,
            phone: sellerLeads.phone,
            postcode: sellerLeads.postcode,
            city: sellerLeads.city,
            propertyType: sellerLeads.propertyType,
            message: sellerLeads.message,
          })
          .from(sellerLeads)
          .where(eq(sellerLeads.userId, userId))
          .orderBy(asc(sellerLeads.receivedAt)),
    },
  ],
  userTables: [
    { table: sellerLeads, userId: sellerLeads.userId },
    { table: wallpapers, userId: wallpapers.userId },
    { table: fixedPriceContracts, userId: fixedPriceContracts.userId },
    { table: advisorDossiers, userId: advisorDossiers.userId },
    { table: userProducts, userId: userProducts.userId },
    { table: listingProductSlots, userId: listingProductSlots.userId },
  ],
};
