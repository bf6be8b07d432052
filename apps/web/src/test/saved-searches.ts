import type { SavedSearch } from '@app/contract';

/** A saved search as the API answers it: houses for sale in Ghent, 42 matches of which 3 new. */
export const savedSearch = (id: number, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `Huis in Gent ${id}`,
  criteria: {
    transactionType: 'sale',
    propertyTypes: ['house'],
    postcodes: ['9000', '9030'],
    cityIds: [901],
    priceMin: null,
    priceMax: 450000,
    bedroomsMin: 3,
    livableSurfaceMin: null,
  },
  places: [
    { postcode: '9000', cityId: 901, name: { nl: 'Gent', fr: 'Gand', en: 'Ghent' } },
    { postcode: '9030', cityId: null, name: null },
  ],
  createdAt: '2026-10-01T09:00:00.000Z',
  modifiedAt: '2026-10-02T09:00:00.000Z',
  lastSearchAt: null,
  totalMatches: 42,
  newMatches: 3,
  emailDigest: false,
  emailNotification: 'off',
  pushNotification: 'off',
  automaticAlert: false,
  etag: `"search-${id}-v1"`,
  ...overrides,
});
