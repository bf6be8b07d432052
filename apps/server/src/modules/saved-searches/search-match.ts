import type { SavedSearchCriteria } from '@app/contract';
import { SAVED_SEARCH_NEW_MATCH_DAYS } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PUBLIC } from '../../db/listing-status';
import { textArray } from '../../db/sql';

/** A search's criteria as SQL expressions: its columns (`s.…`) or the values of a search not stored yet. */
interface CriteriaSql {
  transactionType: SQL;
  propertyTypes: SQL;
  postcodes: SQL;
  priceMinCents: SQL;
  priceMaxCents: SQL;
  bedroomsMin: SQL;
  livableSurfaceMin: SQL;
}

const cents = (euro: number | null): SQL => (euro === null ? sql`null::bigint` : sql`${euro * 100}::bigint`);
const intOrNull = (value: number | null): SQL => (value === null ? sql`null::int` : sql`${value}::int`);

export const SEARCH_COLUMNS: CriteriaSql = {
  transactionType: sql`s.transaction_type`,
  propertyTypes: sql`s.property_types`,
  postcodes: sql`s.postcodes`,
  priceMinCents: sql`s.price_min_cents`,
  priceMaxCents: sql`s.price_max_cents`,
  bedroomsMin: sql`s.bedrooms_min`,
  livableSurfaceMin: sql`s.livable_surface_min`,
};

export const criteriaValues = (criteria: SavedSearchCriteria): CriteriaSql => ({
  transactionType: sql`${criteria.transactionType}::text`,
  propertyTypes: textArray(criteria.propertyTypes),
  postcodes: textArray(criteria.postcodes),
  priceMinCents: cents(criteria.priceMin),
  priceMaxCents: cents(criteria.priceMax),
  bedroomsMin: intOrNull(criteria.bedroomsMin),
  livableSurfaceMin: intOrNull(criteria.livableSurfaceMin),
});

/**
 * Whether listing `l` matches a search: the one rule, used for the counts, the estimate and the
 * matching job (a join of new listings to every search, in SQL). An empty list means "any"; a
 * listing without a price, bedrooms or surface does not meet a bound on it.
 */
export const listingMatches = (c: CriteriaSql): SQL => sql`(
  l.transaction_type = ${c.transactionType}
  and (cardinality(${c.propertyTypes}) = 0 or l.property_type = any(${c.propertyTypes}))
  and (cardinality(${c.postcodes}) = 0 or l.zip = any(${c.postcodes}))
  and (${c.priceMinCents} is null or l.price_cents >= ${c.priceMinCents})
  and (${c.priceMaxCents} is null or l.price_cents <= ${c.priceMaxCents})
  and (${c.bedroomsMin} is null or l.bedrooms >= ${c.bedroomsMin})
  and (${c.livableSurfaceMin} is null or l.livable_surface >= ${c.livableSurfaceMin}))`;

/**
 * A listing `l` the portal shows that matches the stored search `s`: what a search's card counts and
 * what its matches list, so that the list's total is the card's count.
 */
export const PUBLIC_MATCH = sql`(l.status_id in (${PUBLIC}) and ${listingMatches(SEARCH_COLUMNS)})`;

/** A match the card counts as new: published in the last SAVED_SEARCH_NEW_MATCH_DAYS days. */
export const NEW_MATCH = sql`(l.published_at >= now() - make_interval(days => ${SAVED_SEARCH_NEW_MATCH_DAYS}))`;
