import type { ContactFilter, ContactListing, ContactPage, Lead, ListingContacts } from '@app/contract';
import { CONTACTS_TOO_MANY } from '@app/contract';
import type { Database } from '../../db/client';
import type { ContactSide, ListingColumns } from './contacts.repository';
import { findLeadPage, findListingPage } from './contacts.repository';

export { countReceivedLeads } from './contacts.repository';

const listingOf = (row: ListingColumns): ContactListing => ({
  listingId: row.listing_id,
  vlancode: row.vlancode,
  yourReference: row.your_reference,
  projectReference: row.project_reference,
  street: row.street,
  number: row.house_number,
  zipcode: row.zip,
  city: row.city,
});

const pagingOf = (filter: ContactFilter, total: number) => ({
  page: filter.page,
  pageSize: filter.pageSize,
  total,
  totalPages: Math.ceil(total / filter.pageSize),
});

/**
 * POST my-contacts (received) and POST my-contacts/sent: the caller's contacts only (the owner
 * or the author is the caller, in SQL), as leads or as listings with their lead count.
 */
export async function listContacts(
  db: Database,
  userId: number,
  side: ContactSide,
  filter: ContactFilter,
): Promise<ContactPage> {
  const criteria = { side, from: filter.from, to: filter.to, vlancode: filter.vlancode };
  const offset = (filter.page - 1) * filter.pageSize;
  if (filter.view === 'byListing') {
    const { rows, total } = await findListingPage(db, userId, criteria, filter.pageSize, offset);
    const data: ListingContacts[] = rows.map((row) => ({
      listing: listingOf(row),
      count: row.count,
      lastSentAt: row.last_sent_at,
    }));
    return { view: 'byListing', data, paging: pagingOf(filter, total), tooMany: total > CONTACTS_TOO_MANY };
  }
  const { rows, total } = await findLeadPage(db, userId, criteria, filter.pageSize, offset);
  const data: Lead[] = rows.map((row) => ({
    id: row.id,
    sentAt: row.sent_at,
    listing: listingOf(row),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    count: row.count,
    lastSentAt: row.last_sent_at,
    advertiser: criteria.side === 'sent' ? row.advertiser : null,
  }));
  return { view: 'chronological', data, paging: pagingOf(filter, total), tooMany: total > CONTACTS_TOO_MANY };
}

// The dashboard shows the newest contacts.
export type { RecentContactRow } from './recent-contacts.repository';
export { findRecentContacts } from './recent-contacts.repository';
