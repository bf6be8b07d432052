import type {
  Order,
  SlotListing,
  SlotProduct,
  Territory,
  UserProduct,
  ValuationContact,
} from '@app/contract';

/** A product as GET my-products answers it: Best Of of the gold pack, 20 of its 25 slots in use. */
export const userProduct = (overrides: Partial<UserProduct> = {}): UserProduct => ({
  code: 'bestOf',
  activation: 1,
  pack: 'gold',
  startDate: '2026-09-26',
  endDate: '2027-09-26',
  slots: 25,
  selection: 'AUTO',
  used: 20,
  monthlyPrice: 124,
  credits: null,
  ...overrides,
});

/** A product order not paid yet, with its invoice. */
export const productOrder = (id: number, overrides: Partial<Order> = {}): Order => ({
  id,
  type: 'product',
  package: 'wallpaper-under-50',
  amount: 62,
  reference: `ORD-2026-00${id}`,
  structuredCommunication: '+++600/0000/90084+++',
  createdAt: '2026-11-25T10:00:00.000Z',
  paidAt: null,
  listingId: null,
  projectId: null,
  remarks: null,
  invoice: { id: 31, number: '2026/000031', createdAt: '2026-11-25T10:00:00.000Z' },
  ...overrides,
});

/** A listing holding a Best Of or Colour slot: a house for sale in Ghent, picked by hand. */
export const slotListing = (id: number, overrides: Partial<SlotListing> = {}): SlotListing => ({
  id,
  vlancode: `ABC${String(id).padStart(4, '0')}`,
  yourReference: `REF-${id}`,
  propertyType: 'house',
  transactionType: 'sale',
  price: 300000 + id,
  zipcode: '9000',
  city: 'Gent',
  status: { id: 1, code: 'published' },
  photoUrl: null,
  selection: 'MANUAL',
  since: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

/** Colour of the gold pack, picked by hand, two of its three slots in use. */
export const slotProduct = (overrides: Partial<SlotProduct> = {}): SlotProduct => ({
  code: 'color',
  activation: 1,
  pack: 'gold',
  startDate: '2026-01-01',
  endDate: '2027-01-01',
  slots: 3,
  used: 2,
  selection: 'MANUAL',
  manualAllowed: true,
  nextAutoPick: null,
  listings: [slotListing(1), slotListing(2, { transactionType: 'rent', price: 950 })],
  ...overrides,
});

/** A valuation zone held in exclusivity, as POST my-products/valuation/zones answers it. */
export const ZONE: Territory = {
  id: 1,
  postcode: '9000',
  cities: ['Gent'],
  zoneType: 'exclusivity',
  activation: 1,
  startDate: '2025-09-26',
  endDate: '2027-09-25',
  monthlyPrice: 149,
  contacts: 41,
};

/** A valuation request a zone brought, as POST my-products/valuation/contacts lists it. */
export const valuationContact = (overrides: Partial<ValuationContact> = {}): ValuationContact => ({
  id: 7,
  receivedAt: '2026-11-20T09:00:00.000Z',
  zoneType: 'pool',
  firstName: 'Sofie',
  lastName: 'Peeters',
  email: 'private@example.be',
  phone: null,
  street: 'Kortrijksesteenweg',
  number: '214',
  postcode: '9000',
  city: 'Gent',
  propertyType: 'house',
  livableSurface: 165,
  bedrooms: 3,
  estimate: 552000,
  ...overrides,
});
