import type { Comparable, Confidence, Estimate, ValuationRequest } from '@app/contract';
import { VALUATION_METHOD } from '@app/contract';

/** A comparable listing as the database finds it, with its distance from the request's postcode. */
export interface Candidate {
  vlancode: string;
  postcode: string;
  city: string | null;
  priceCents: number;
  livableSurface: number;
  bedrooms: number | null;
  distanceKm: number;
  statusId: number;
  date: string;
}

/** The q-quantile of sorted values, interpolated between ranks (as spreadsheets' PERCENTILE does). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of nothing');
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/**
 * The comparables: the nearest postcodes first, widening a postcode ring at a time until there are
 * enough, or all within the maximum radius. Answers them and the radius used.
 */
export function nearestEnough(candidates: readonly Candidate[]): { chosen: Candidate[]; radiusKm: number } {
  const sorted = [...candidates].sort((a, b) => a.distanceKm - b.distanceKm);
  let count = 0;
  for (const candidate of sorted) {
    count += 1;
    const ringDone = sorted[count]?.distanceKm !== candidate.distanceKm;
    if (count >= VALUATION_METHOD.minComparables && ringDone) {
      return { chosen: sorted.slice(0, count), radiusKm: candidate.distanceKm };
    }
  }
  return { chosen: sorted, radiusKm: sorted.at(-1)?.distanceKm ?? 0 };
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const roundKm = (km: number) => Math.round(km * 10) / 10;

function confidenceOf(count: number, spread: number): Confidence {
  if (count >= 20 && spread <= 0.35) return 'high';
  if (count >= 12 && spread <= 0.5) return 'medium';
  return 'low';
}

/** Bigger than the comparables' median: less per m²; more bedrooms than theirs: a little more. */
function adjustment(
  request: Pick<ValuationRequest, 'livableSurface' | 'bedrooms'>,
  chosen: Candidate[],
): number {
  const surfaces = chosen.map((item) => item.livableSurface).sort((a, b) => a - b);
  const surfaceFactor =
    (request.livableSurface / quantile(surfaces, 0.5)) ** -VALUATION_METHOD.surfaceElasticity;
  const bedrooms = chosen
    .flatMap((item) => (item.bedrooms === null ? [] : [item.bedrooms]))
    .sort((a, b) => a - b);
  if (bedrooms.length === 0) return surfaceFactor;
  const { bedroomPercent, bedroomCapPercent } = VALUATION_METHOD;
  const percent = Math.max(
    -bedroomCapPercent,
    Math.min(bedroomCapPercent, (request.bedrooms - Math.round(quantile(bedrooms, 0.5))) * bedroomPercent),
  );
  return surfaceFactor * (1 + percent / 100);
}

/**
 * The estimate (decision 025): the median price per m² of the comparables times the surface,
 * adjusted for surface and bedrooms; the range from the 25th and 75th percentiles; a confidence from
 * their number and spread. Too few comparables: no number, only how many were found.
 */
export function estimateValue(
  request: Pick<ValuationRequest, 'livableSurface' | 'bedrooms'>,
  candidates: readonly Candidate[],
  today: string,
): { estimate: Estimate; comparables: Comparable[] } {
  const { chosen, radiusKm } = nearestEnough(candidates);
  const base = { estimatedOn: today, comparableCount: chosen.length, radiusKm: roundKm(radiusKm) };
  const comparables = chosen
    .slice()
    .sort((a, b) => a.distanceKm - b.distanceKm || b.date.localeCompare(a.date))
    .slice(0, VALUATION_METHOD.shownComparables)
    .map((item) => ({
      vlancode: item.vlancode,
      postcode: item.postcode,
      city: item.city,
      price: item.priceCents / 100,
      livableSurface: item.livableSurface,
      bedrooms: item.bedrooms,
      pricePerM2: Math.round(item.priceCents / 100 / item.livableSurface),
      distanceKm: roundKm(item.distanceKm),
      statusId: item.statusId,
      date: item.date,
    }));
  if (chosen.length < VALUATION_METHOD.minComparables) {
    return {
      estimate: { ...base, value: null, low: null, high: null, pricePerM2: null, confidence: null },
      comparables,
    };
  }
  const perM2 = chosen.map((item) => item.priceCents / 100 / item.livableSurface).sort((a, b) => a - b);
  const [p25, median, p75] = [quantile(perM2, 0.25), quantile(perM2, 0.5), quantile(perM2, 0.75)];
  const factor = adjustment(request, chosen);
  const valueOf = (pricePerM2: number) => round(pricePerM2 * request.livableSurface * factor, 1000);
  return {
    estimate: {
      ...base,
      value: valueOf(median),
      low: valueOf(p25),
      high: valueOf(p75),
      pricePerM2: Math.round(median * factor),
      confidence: confidenceOf(chosen.length, (p75 - p25) / median),
    },
    comparables,
  };
}
