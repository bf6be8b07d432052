import type { MarketComparison } from '@app/contract';

/**
 * A listing against its market, for tests (market-comparison.test.tsx, the statistics and the seller
 * report pages'): behind, measured within 10 km, one figure missing, every hint.
 */
export const marketComparison = (overrides: Partial<MarketComparison> = {}): MarketComparison => ({
  verdict: 'behind',
  hints: ['photos', 'description', 'pricePerM2'],
  missingDescriptions: ['fr', 'en'],
  computedOn: '2026-12-05',
  scope: 'radius',
  similarCount: 12,
  viewsPerDay: { value: 1.25, similar: { q1: 2, median: 3.456, q3: 5.04 } },
  contactsPerDay: { value: null, similar: { q1: 0.1, median: 0.25, q3: 0.4 } },
  pricePerM2: { value: 2845.6, similar: { q1: 2100.4, median: 2500, q3: 3150 } },
  photos: { value: 8, median: 12.5 },
  descriptions: ['nl'],
  ...overrides,
});
