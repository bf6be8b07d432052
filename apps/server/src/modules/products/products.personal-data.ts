import { ERASED_EMAIL_DOMAIN } from '@app/contract';
import { asc, eq, sql } from 'drizzle-orm';
import {
  advisorDossiers,
  fixedPriceContracts,
  listingProductSlots,
  sellerLeads,
  territories,
  userProducts,
  valuationContacts,
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
    {
      // Pro First postcodes and valuation zones, with their periods (decision 026).
      name: 'territories',
      collect: (db, userId) =>
        db
          .select({
            product: territories.product,
            postcode: territories.postcode,
            zoneType: territories.zoneType,
            activation: territories.activation,
            startDate: territories.startDate,
            endDate: territories.endDate,
            monthlyPriceCents: territories.monthlyPriceCents,
          })
          .from(territories)
          .where(eq(territories.userId, userId))
          .orderBy(asc(territories.id)),
    },
    {
      // The valuation requests the zones brought: the agency's leads.
      name: 'valuationContacts',
      collect: (db, userId) =>
        db
          .select({
            receivedAt: valuationContacts.receivedAt,
            zoneType: valuationContacts.zoneType,
            firstName: valuationContacts.firstName,
            lastName: valuationContacts.lastName,
            email: valuationContacts.email,
            phone: valuationContacts.phone,
            street: valuationContacts.street,
            number: valuationContacts.houseNumber,
            postcode: valuationContacts.postcode,
            city: valuationContacts.city,
            propertyType: valuationContacts.propertyType,
            livableSurface: valuationContacts.livableSurface,
            bedrooms: valuationContacts.bedrooms,
            estimateCents: valuationContacts.estimateCents,
          })
          .from(valuationContacts)
          .where(eq(valuationContacts.userId, userId))
          .orderBy(asc(valuationContacts.receivedAt)),
    },
  ],
  userTables: [
    { table: valuationContacts, userId: valuationContacts.userId },
    { table: territories, userId: territories.userId },
    { table: sellerLeads, userId: sellerLeads.userId },
    { table: wallpapers, userId: wallpapers.userId },
    { table: fixedPriceContracts, userId: fixedPriceContracts.userId },
    { table: advisorDossiers, userId: advisorDossiers.userId },
    { table: userProducts, userId: userProducts.userId },
    { table: listingProductSlots, userId: listingProductSlots.userId },
  ],
  // What the user's own requests passed on to agencies (a valuation in their zone, a seller for Lead
  // Generator) stays theirs as the fact of a request about a place, without who asked (decision 030).
  async erase(tx, user) {
    const erased = (id: typeof valuationContacts.id | typeof sellerLeads.id) =>
      sql`'erased-' || ${id} || ${`@${ERASED_EMAIL_DOMAIN}`}`;
    // A valuation request keeps the agency, its zone (postcode), the zone type, the property type and
    // the Brussels day it came: each field is justified in decision 010. Surface and bedrooms are NOT
    // NULL columns, so 0 stands for "not kept"; the API answers null for them (territories.service).
    await tx
      .update(valuationContacts)
      .set({
        valuationId: null,
        firstName: null,
        lastName: null,
        email: erased(valuationContacts.id),
        phone: null,
        street: '',
        houseNumber: '',
        city: '',
        livableSurface: 0,
        bedrooms: 0,
        estimateCents: null,
        receivedAt: sql`date_trunc('day', ${valuationContacts.receivedAt}, 'Europe/Brussels')`,
      })
      .where(sql`lower(${valuationContacts.email}) = lower(${user.email})`);
    await tx
      .update(sellerLeads)
      .set({ firstName: null, lastName: null, email: erased(sellerLeads.id), phone: null, message: null })
      .where(sql`lower(${sellerLeads.email}) = lower(${user.email})`);
  },
};
