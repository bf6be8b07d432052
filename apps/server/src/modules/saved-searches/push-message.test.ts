import { describe, expect, it } from 'vitest';
import { pushMessageOf } from './push-message';

const listing = {
  id: 1,
  propertyType: 'house' as const,
  transactionType: 'sale' as const,
  price: 345_000,
  zip: '9000',
  city: 'Gent',
  livableSurface: 160,
  bedrooms: 3,
  photoCount: 8,
  photoUrl: 'https://photos.example.be/1.jpg',
  url: 'https://www.example.be/nl/zoekertje/GNT0001',
};

describe('a push message', () => {
  it("opens the portal's page of the listing in the reader's language, as the e-mails do", () => {
    const search = { id: 7, name: 'Huis in Gent', total: 2 };
    expect(pushMessageOf(search, listing, 'nl').data.url).toBe('https://www.example.be/nl/zoekertje/GNT0001');
    expect(pushMessageOf(search, listing, 'fr').data.url).toBe('https://www.example.be/fr/annonce/GNT0001');
    expect(pushMessageOf(search, listing, 'en').data.url).toBe('https://www.example.be/en/listing/GNT0001');
    expect(pushMessageOf(search, listing, 'fr').body).toMatch(/345\.000/);
  });
});
