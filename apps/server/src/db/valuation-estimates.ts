import type { Comparable, ValuationRequest } from '@app/contract';
import { VALUATION_METHOD } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Candidate } from '../lib/valuation-estimate';
import { estimateValue } from '../lib/valuation-estimate';
import type { Database } from './client';
import { kmBetween, placeOf } from './geo';
import { IdRow, int, oneRowOf, rowsOf, text } from './sql';

/**
 * The estimate of a valuation from the listings (decision 025): the valuations module's requests
 * and quarterly updates, and the demo data's history, all estimate through here.
 */

const CandidateRow = z.object({
  vlancode: z.string(),
  zip: z.string(),
  city: text,
  price_cents: z.number(),
  livable_surface: int,
  bedrooms: int.nullable(),
  km: z.number(),
  status_id: int,
  day: z.string(),
});

/** A comparable: a sale of the type, published, under option or sold, with a price and a surface. */
const comparableOf = (request: Pick<ValuationRequest, 'propertyType'>, today: string) => sql`
  l.transaction_type = 'sale' and l.property_type = ${request.propertyType}
  and l.status_id in (1, 6, 7) and l.price_cents > 0 and l.livable_surface > 0
  and l.updated_at >= ${today}::date - make_interval(months => ${VALUATION_METHOD.months})
  and l.created_at < ${today}::date + 1`;

/**
 * The comparables of the nearest postcodes: those within the maximum radius, counted per postcode
 * first (an index-only count, listings_comparables_idx), then only the rings up to the first that
 * brings the count to the minimum are read, or all of them when the radius holds fewer. The estimate
 * (nearestEnough) picks from exactly these what it would pick from all, and reads a few dozen rows
 * instead of thousands where the market is dense.
 */
export async function findCandidates(
  db: Database,
  request: Pick<ValuationRequest, 'postcode' | 'propertyType'>,
  today: string,
): Promise<Candidate[]> {
  const rows = rowsOf(
    CandidateRow,
    await db.execute(sql`
      with origin as ${placeOf(sql`${request.postcode}`)},
      places as (select c.zip, avg(c.lat) as lat, avg(c.lng) as lng from cities c group by c.zip),
      near as (
        select places.zip, ${kmBetween('places', 'origin')} as km from places cross join origin
        where origin.lat is not null and ${kmBetween('places', 'origin')} <= ${VALUATION_METHOD.maxRadiusKm}
      ),
      -- One index-only count per postcode (a join would hash every sale of the type in Belgium).
      counted as (
        select near.zip, near.km,
          (select count(*) from listings l where l.zip = near.zip and ${comparableOf(request, today)}) as n
        from near
      ),
      -- Peers (postcodes at the same distance) share a running total: a ring is taken whole.
      running as (select km, sum(n) over (order by km) as total from counted),
      cutoff as (
        select coalesce(min(km) filter (where total >= ${VALUATION_METHOD.minComparables}), max(km)) as km
        from running
      )
      select l.vlancode, l.zip, l.city, l.price_cents::float8 as price_cents, l.livable_surface, l.bedrooms,
             near.km::float8 as km, l.status_id,
             coalesce(l.online_date, l.created_at::date)::text as day
      from listings l join near on near.zip = l.zip cross join cutoff
      where near.km <= cutoff.km and ${comparableOf(request, today)}`),
  );
  return rows.map((row) => ({
    vlancode: row.vlancode,
    postcode: row.zip,
    city: row.city,
    priceCents: row.price_cents,
    livableSurface: row.livable_surface,
    bedrooms: row.bedrooms,
    distanceKm: row.km,
    statusId: row.status_id,
    date: row.day,
  }));
}

export interface EstimateRecord {
  estimatedOn: string;
  valueCents: number | null;
  lowCents: number | null;
  highCents: number | null;
  pricePerM2Cents: number | null;
  confidence: string | null;
  comparableCount: number;
  radiusKm: number;
  comparables: Comparable[];
}

const cents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));

/** The estimate from candidates already read, as it is stored. */
export function estimateFrom(
  request: Pick<ValuationRequest, 'postcode' | 'livableSurface' | 'bedrooms'>,
  candidates: readonly Candidate[],
  today: string,
): EstimateRecord {
  const { estimate, comparables } = estimateValue(request, candidates, today);
  return {
    estimatedOn: estimate.estimatedOn,
    valueCents: cents(estimate.value),
    lowCents: cents(estimate.low),
    highCents: cents(estimate.high),
    pricePerM2Cents: cents(estimate.pricePerM2),
    confidence: estimate.confidence,
    comparableCount: estimate.comparableCount,
    radiusKm: estimate.radiusKm,
    comparables,
  };
}

/** The estimate of a request on `today`, as it is stored. */
export async function estimateFor(
  db: Database,
  request: Pick<ValuationRequest, 'postcode' | 'propertyType' | 'livableSurface' | 'bedrooms'>,
  today: string,
): Promise<EstimateRecord> {
  return estimateFrom(request, await findCandidates(db, request, today), today);
}

/** Estimates in one statement: a request's first, a quarterly batch, the demo's history. */
export async function insertEstimates(
  tx: Database,
  estimates: Array<{ valuationId: number; estimate: EstimateRecord }>,
): Promise<void> {
  if (estimates.length === 0) return;
  await tx.execute(sql`
    insert into valuation_estimates (valuation_id, estimated_on, value_cents, low_cents, high_cents,
                                     price_per_m2_cents, confidence, comparable_count, radius_km, comparables)
    values ${sql.join(
      estimates.map(
        ({ valuationId, estimate }) => sql`(${valuationId}, ${estimate.estimatedOn}, ${estimate.valueCents},
          ${estimate.lowCents}, ${estimate.highCents}, ${estimate.pricePerM2Cents}, ${estimate.confidence},
          ${estimate.comparableCount}, ${estimate.radiusKm}, ${JSON.stringify(estimate.comparables)}::jsonb)`,
      ),
      sql`, `,
    )}`);
}

/**
 * A valuation request and its first estimate, in the caller's transaction. `createdAt` dates a demo
 * request in the past; a user's request is made now.
 */
export async function insertValuation(
  tx: Database,
  userId: number,
  request: ValuationRequest,
  estimate: EstimateRecord,
  createdAt?: string,
): Promise<number> {
  const { id } = oneRowOf(
    IdRow,
    await tx.execute(sql`
      insert into valuations (user_id, street, house_number, postcode, city, property_type, livable_surface,
                              bedrooms, build_year, condition, consent_to_contact, remarks, created_at)
      values (${userId}, ${request.street}, ${request.number}, ${request.postcode}, ${request.city},
              ${request.propertyType}, ${request.livableSurface}, ${request.bedrooms}, ${request.buildYear},
              ${request.condition}, ${request.consentToContact}, ${request.remarks},
              coalesce(${createdAt ?? null}::timestamptz, now()))
      returning id`),
  );
  await insertEstimates(tx, [{ valuationId: id, estimate }]);
  return id;
}
