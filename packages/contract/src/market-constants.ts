// Issue 50, decision 086: how a listing is measured against its market. Plain constants (market.ts
// holds the schemas), apart from constants.ts, which every first load carries.

export const MARKET = {
  /** A similar listing's price is within this share of the listing's, either way. */
  priceBand: 0.25,
  /** Fewer similar listings than this in the postcode: they are sought within `radiusKm`. */
  postcodeMin: 20,
  radiusKm: 10,
  /** With fewer similar listings than this, no verdict: "too few similar listings to compare". */
  verdictMin: 4,
  /** The nightly market job's Brussels hour. */
  jobHour: 3,
} as const;

/**
 * Where a listing's detail views per day online fall among its similar listings': `behind` below
 * their first quartile ("fewer views than 3 of 4 similar listings"), `ahead` above their third,
 * `inLine` between, `unknown` with fewer than MARKET.verdictMin similar listings.
 */
export const MARKET_VERDICTS = ['behind', 'inLine', 'ahead', 'unknown'] as const;

/** What a listing can do where a figure falls behind its similar listings. */
export const MARKET_HINTS = ['photos', 'description', 'pricePerM2'] as const;
