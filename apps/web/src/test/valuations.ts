import type { Estimate, ValuationDetail } from '@app/contract';

/** An estimate of a house in Gent, from 14 sales within 4.5 km. */
export const ESTIMATE: Estimate = {
  estimatedOn: '2026-11-25',
  value: 375_000,
  low: 353_000,
  high: 398_000,
  pricePerM2: 2500,
  confidence: 'medium',
  comparableCount: 14,
  radiusKm: 4.5,
};

/**
 * A house in Gent as GET my-valuations/:id answers it (the list's items are the same without the
 * comparables and the history).
 */
export const valuationDetail = (id: number, estimate: Estimate = ESTIMATE): ValuationDetail => ({
  id,
  createdAt: '2026-11-25T10:00:00.000Z',
  street: 'Veldstraat',
  number: '52',
  postcode: '9000',
  city: 'Gent',
  propertyType: 'house',
  livableSurface: 150,
  bedrooms: 3,
  buildYear: 1965,
  condition: 'good',
  consentToContact: false,
  remarks: null,
  estimate,
  comparables: [
    {
      vlancode: 'GNT0042',
      postcode: '9050',
      city: 'Gentbrugge',
      price: 360_000,
      livableSurface: 140,
      bedrooms: 3,
      pricePerM2: 2571,
      distanceKm: 2.5,
      statusId: 1,
      date: '2026-10-01',
    },
  ],
  history: [estimate],
});
