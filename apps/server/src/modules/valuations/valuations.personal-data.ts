import { asc, eq } from 'drizzle-orm';
import { valuations } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** What the valuations module holds about a user: the requests (their estimates go with them). */
export const valuationsPersonalData: PersonalData = {
  sections: [
    {
      name: 'valuations',
      collect: (db, userId) =>
        db
          .select({
            street: valuations.street,
            number: valuations.houseNumber,
            postcode: valuations.postcode,
            city: valuations.city,
            propertyType: valuations.propertyType,
            livableSurface: valuations.livableSurface,
            bedrooms: valuations.bedrooms,
            buildYear: valuations.buildYear,
            condition: valuations.condition,
            consentToContact: valuations.consentToContact,
            remarks: valuations.remarks,
            createdAt: valuations.createdAt,
          })
          .from(valuations)
          .where(eq(valuations.userId, userId))
          .orderBy(asc(valuations.id)),
    },
  ],
  userTables: [{ table: valuations, userId: valuations.userId }],
};
