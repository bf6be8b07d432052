import type { Bookmark } from '@app/contract';

/** A saved property as the API answers it: a house for sale in Gent, saved on 20 November 2026. */
export const bookmark = (
  id: number,
  overrides: Partial<Bookmark> = {},
  listing: Partial<Bookmark['listing']> = {},
): Bookmark => ({
  id,
  savedAt: '2026-11-20T09:00:00.000Z',
  note: null,
  rating: null,
  contactedAt: null,
  visitedAt: null,
  priceDropAlert: false,
  marksEtag: '"marks-0"',
  ...overrides,
  listing: {
    id: 100 + id,
    vlancode: `ABC${String(id).padStart(4, '0')}`,
    transactionType: 'sale',
    propertyType: 'house',
    price: 345000,
    priceWhenSaved: 345000,
    city: 'Gent',
    zipcode: '9000',
    livableSurface: 165,
    bedrooms: 3,
    photoCount: 12,
    photoUrl: `https://photos.example.be/${100 + id}/1.jpg`,
    url: `https://portal.example.be/listing/${100 + id}`,
    available: true,
    ...listing,
  },
});
