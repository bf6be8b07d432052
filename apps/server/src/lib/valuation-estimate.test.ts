import { describe, expect, it } from 'vitest';
import type { Candidate } from './valuation-estimate';
import { estimateValue, nearestEnough, quantile } from './valuation-estimate';

const candidate = (
  index: number,
  {
    perM2 = 2500,
    surface = 150,
    bedrooms = 3,
    km = 0,
  }: { perM2?: number; surface?: number; bedrooms?: number; km?: number },
): Candidate => ({
  vlancode: `CMP${index}`,
  postcode: km === 0 ? '9000' : '9050',
  city: km === 0 ? 'Gent' : 'Gentbrugge',
  priceCents: perM2 * surface * 100,
  livableSurface: surface,
  bedrooms,
  distanceKm: km,
  statusId: 1,
  date: `2026-0${1 + (index % 9)}-15`,
});
const TODAY = '2026-11-25';

describe('quantile', () => {
  it('interpolates between ranks', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([7], 0.75)).toBe(7);
  });
});

describe('nearestEnough', () => {
  it('takes the nearest postcode ring by ring until there are enough', () => {
    const here = Array.from({ length: 5 }, (_, i) => candidate(i, { km: 0 }));
    const near = Array.from({ length: 6 }, (_, i) => candidate(10 + i, { km: 2.5 }));
    const far = Array.from({ length: 6 }, (_, i) => candidate(20 + i, { km: 9 }));
    const { chosen, radiusKm } = nearestEnough([...far, ...near, ...here]);
    // 5 are too few; the whole next ring counts (11), the far one is not needed.
    expect(chosen).toHaveLength(11);
    expect(radiusKm).toBe(2.5);
  });
});

describe('estimateValue', () => {
  it('is the median price per m² times the surface for a home like its comparables, with the quartiles as range', () => {
    const prices = [2000, 2200, 2400, 2500, 2500, 2600, 2800, 3000];
    const candidates = prices.map((perM2, i) => candidate(i, { perM2 }));
    const { estimate, comparables } = estimateValue({ livableSurface: 150, bedrooms: 3 }, candidates, TODAY);
    // Median 2,500 €/m², quartiles 2,350 and 2,650 (interpolated); 150 m² like the comparables.
    expect(estimate).toEqual({
      estimatedOn: TODAY,
      value: 375_000,
      low: 353_000,
      high: 398_000,
      pricePerM2: 2500,
      confidence: 'low',
      comparableCount: 8,
      radiusKm: 0,
    });
    expect(comparables).toHaveLength(8);
    expect(comparables[0]).toMatchObject({ pricePerM2: expect.any(Number), postcode: '9000' });
  });

  it('lowers the price per m² of a bigger home and raises it for more bedrooms, within the cap', () => {
    const candidates = Array.from({ length: 24 }, (_, i) => candidate(i, { perM2: 2500 + (i % 3) * 50 }));
    const bigger = estimateValue({ livableSurface: 300, bedrooms: 3 }, candidates, TODAY).estimate;
    // (300 / 150) ^ -0.15 = 0.90125: 2,550 €/m² × 0.90125 × 300 m² = 689,456 €.
    expect(bigger.value).toBe(689_000);
    expect(bigger.confidence).toBe('high');
    const roomier = estimateValue({ livableSurface: 150, bedrooms: 5 }, candidates, TODAY).estimate;
    expect(roomier.value).toBe(398_000); // +4 %
    const capped = estimateValue({ livableSurface: 150, bedrooms: 12 }, candidates, TODAY).estimate;
    expect(capped.value).toBe(421_000); // +10 %, not +18 %
  });

  it('says "not enough data" below the minimum, with the comparables it found', () => {
    const { estimate, comparables } = estimateValue(
      { livableSurface: 120, bedrooms: 2 },
      [candidate(1, {}), candidate(2, { km: 4 })],
      TODAY,
    );
    expect(estimate).toMatchObject({
      value: null,
      low: null,
      high: null,
      confidence: null,
      comparableCount: 2,
    });
    expect(comparables.map((item) => item.vlancode)).toEqual(['CMP1', 'CMP2']);
  });
});
