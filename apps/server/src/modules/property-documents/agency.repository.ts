import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { proProfiles, users } from '../../db/schema';

export interface AgencyRow {
  isPro: boolean;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  email: string;
  phone: string | null;
  mobile: string | null;
  street: string | null;
  houseNumber: string | null;
  box: string | null;
  postcode: string | null;
  city: string | null;
  buyerContactEmail: string | null;
  website: string | null;
}

/** What a poster and a folder say about the listing's owner: the users row and the pro profile. */
export async function findAgency(db: Database, userId: number): Promise<AgencyRow | undefined> {
  const [row] = await db
    .select({
      isPro: users.isPro,
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      userName: users.userName,
      email: users.email,
      phone: users.phone,
      mobile: users.mobile,
      street: users.street,
      houseNumber: users.houseNumber,
      box: users.box,
      postcode: users.postcode,
      city: users.city,
      buyerContactEmail: proProfiles.buyerContactEmail,
      website: proProfiles.website,
    })
    .from(users)
    .leftJoin(proProfiles, eq(proProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
