import type { Language, MarketComparison, MarketFigure, MarketHint, MarketSummary } from '@app/contract';
import { MARKET } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { NEVER_LISTED, PUBLIC } from '../../db/listing-status';
import { firstRowOf, oneRowOf, TotalRow } from '../../db/sql';
import { notFound } from '../../http-error';

export { computeMarket } from '../../db/market';

const figure = z.number().nullable();
const Languages = z.array(z.enum(['nl', 'fr', 'en']));

/** A listing_market row as `to_jsonb` gives it (see `marketColumn`). */
export const MarketJson = z.object({
  computed_on: z.string(),
  scope: z.enum(['postcode', 'radius']),
  similar_count: z.number().int(),
  views_per_day: z.number(),
  views_q1: figure,
  views_median: figure,
  views_q3: figure,
  contacts_per_day: z.number(),
  contacts_q1: figure,
  contacts_median: figure,
  contacts_q3: figure,
  price_per_m2: figure,
  price_per_m2_q1: figure,
  price_per_m2_median: figure,
  price_per_m2_q3: figure,
  photos: z.number().int(),
  photos_median: figure,
  descriptions: Languages,
  usual_descriptions: Languages,
});
export type MarketJson = z.infer<typeof MarketJson>;

/**
 * The market figures of listing `l` as one jsonb column (null without them): only a public listing's,
 * since one that went offline since the night keeps its row until the next run.
 */
export const marketColumn = sql`(select to_jsonb(m) from listing_market m
  where m.listing_id = l.id and l.status_id in (${PUBLIC}))`;

/** Listing `l` is behind its market: fewer detail views per day than 3 of 4 similar listings. */
export const behindMarket = sql`exists (select 1 from listing_market m
  where m.listing_id = l.id and l.status_id in (${PUBLIC})
    and m.similar_count >= ${MARKET.verdictMin} and m.views_per_day < m.views_q1)`;

/**
 * How many of the user's listings are behind their market (the dashboard's to-do): the `behindMarket`
 * rule, so the count and My properties' `market=behind` filter always agree.
 */
export async function countBehindMarket(db: Database, userId: number): Promise<number> {
  return oneRowOf(
    TotalRow,
    await db.execute(sql`select count(*)::int as total from listings l
      where l.user_id = ${userId} and ${behindMarket}`),
  ).total;
}

const quartiles = (q1: number | null, median: number | null, q3: number | null) =>
  q1 === null || median === null || q3 === null ? null : { q1, median, q3 };

const missingOf = (row: MarketJson): Language[] =>
  row.usual_descriptions.filter((lang) => !row.descriptions.includes(lang));

/** The verdict on views and the hints (decision 086); none with too few similar listings. */
export function marketSummaryOf(row: MarketJson): MarketSummary {
  if (row.similar_count < MARKET.verdictMin || row.views_q1 === null || row.views_q3 === null) {
    return { verdict: 'unknown', hints: [], missingDescriptions: [] };
  }
  const verdict =
    row.views_per_day < row.views_q1 ? 'behind' : row.views_per_day > row.views_q3 ? 'ahead' : 'inLine';
  const hints: MarketHint[] = [];
  if (row.photos_median !== null && row.photos < row.photos_median) hints.push('photos');
  const missingDescriptions = missingOf(row);
  if (missingDescriptions.length > 0) hints.push('description');
  if (row.price_per_m2 !== null && row.price_per_m2_q3 !== null && row.price_per_m2 > row.price_per_m2_q3) {
    hints.push('pricePerM2');
  }
  return { verdict, hints, missingDescriptions };
}

/** A jsonb column of `marketColumn` as the summary My properties shows, or null. */
export const marketSummaryOfColumn = (value: unknown): MarketSummary | null =>
  value === null ? null : marketSummaryOf(MarketJson.parse(value));

const figureOf = (value: number | null, q1: number | null, median: number | null, q3: number | null) =>
  ({ value, similar: quartiles(q1, median, q3) }) satisfies MarketFigure;

/** The whole comparison of a listing_market row. */
export function marketComparisonOf(row: MarketJson): MarketComparison {
  return {
    ...marketSummaryOf(row),
    computedOn: row.computed_on,
    scope: row.scope,
    similarCount: row.similar_count,
    viewsPerDay: figureOf(row.views_per_day, row.views_q1, row.views_median, row.views_q3),
    contactsPerDay: figureOf(row.contacts_per_day, row.contacts_q1, row.contacts_median, row.contacts_q3),
    pricePerM2: figureOf(row.price_per_m2, row.price_per_m2_q1, row.price_per_m2_median, row.price_per_m2_q3),
    photos: { value: row.photos, median: row.photos_median },
    descriptions: row.descriptions,
  };
}

const Found = z.object({ market: z.unknown() });

/** A listing's comparison, or null (not public, or not measured yet); the caller checked the listing. */
export async function listingMarket(db: Database, listingId: number): Promise<MarketComparison | null> {
  const row = firstRowOf(
    Found,
    await db.execute(sql`select ${marketColumn} as market from listings l where l.id = ${listingId}`),
  );
  return row?.market == null ? null : marketComparisonOf(MarketJson.parse(row.market));
}

/** GET my-properties/:id/market: the caller's listing (drafts and deleted ones are 404). */
export async function myListingMarket(
  db: Database,
  userId: number,
  listingId: number,
): Promise<MarketComparison | null> {
  const row = firstRowOf(
    Found,
    await db.execute(sql`select ${marketColumn} as market from listings l
      where l.id = ${listingId} and l.user_id = ${userId} and l.status_id not in (${NEVER_LISTED})`),
  );
  if (!row) throw notFound();
  return row.market == null ? null : marketComparisonOf(MarketJson.parse(row.market));
}
