import { contacts, listings } from '../../db/schema';

/**
 * A contact as every list of them shows it (the dashboard, the personal data export): when, about
 * which listing, who, and what they wrote. Select them from `contacts` joined with its listing
 * (`listings.id = contacts.listing_id`); a list adds what it needs besides.
 */
export const CONTACT_COLUMNS = {
  sentAt: contacts.sentAt,
  vlancode: listings.vlancode,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  phone: contacts.phone,
  message: contacts.message,
};
