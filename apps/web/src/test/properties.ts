import type { Property } from '@app/contract';

/** A listing as the server sends it (valid against the contract). */
export const property = (overrides: Partial<Property> & Pick<Property, 'id'>): Property => ({
  vlancode: 'ABC1234',
  onlineDate: '2026-03-01',
  offlineDate: null,
  status: { id: 1, code: 'published' },
  transactionType: 'sale',
  propertyType: 'house',
  yourReference: `REF-${overrides.id}`,
  softwareReference: null,
  price: 250000,
  city: 'Gent',
  zipcode: '9000',
  street: 'Veldstraat',
  number: '12',
  box: null,
  livableSurface: 140,
  bedrooms: 3,
  url: null,
  descriptions: { nl: null, fr: null, en: null },
  projectReference: null,
  counters: { searchAppearances: 1200, detailViews: 85, mails: 4, phoneRequests: 2 },
  rating: 4,
  photoCount: 0,
  managedBy: null,
  ...overrides,
});
