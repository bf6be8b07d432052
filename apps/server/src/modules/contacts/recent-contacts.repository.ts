import { DASHBOARD_RECENT_CONTACTS } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, listings } from '../../db/schema';
import { CONTACT_COLUMNS } from './contact-columns';

export interface RecentContactRow {
  id: number;
  sentAt: Date;
  listingId: number;
  vlancode: string;
  yourReference: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  message: string;
}

/** The newest contacts the user received (contacts_owner_sent_idx), newest first; ties by id. */
export async function findRecentContacts(db: Database, userId: number): Promise<RecentContactRow[]> {
  return db
    .select({
      id: contacts.id,
      listingId: contacts.listingId,
      yourReference: listings.yourReference,
      ...CONTACT_COLUMNS,
    })
    .from(contacts)
    .innerJoin(listings, eq(listings.id, contacts.listingId))
    .where(eq(contacts.ownerId, userId))
    .orderBy(desc(contacts.sentAt), desc(contacts.id))
    .limit(DASHBOARD_RECENT_CONTACTS);
}
