import type { ContactListing, Lead } from '@app/contract';

/** A listing as a contact names it: in Ghent, with the agency's reference. */
export const contactListing = (vlancode: string, id: number): ContactListing => ({
  listingId: id,
  vlancode,
  yourReference: `REF-${id}`,
  projectReference: id === 2 ? 'Residentie Zuid' : null,
  street: 'Veldstraat',
  number: '12',
  zipcode: '9000',
  city: 'Gent',
});

/** A received contact as the API answers it: one message, on 10 March 2026 at 10:00 in Brussels. */
export const lead = (id: number, overrides: Partial<Lead> = {}): Lead => ({
  id,
  sentAt: '2026-03-10T09:00:00.000Z',
  listing: contactListing('ABC1234', 1),
  firstName: 'Els',
  lastName: 'Peeters',
  email: `els${id}@example.be`,
  phone: '+32 470 12 34 56',
  message: 'Is het pand nog beschikbaar?',
  count: 1,
  lastSentAt: '2026-03-10T09:00:00.000Z',
  advertiser: null,
  ...overrides,
});
