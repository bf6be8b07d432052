import { z } from 'zod';
import { dataOf, IdParams } from './common';
import { endpoint } from './endpoint';
import { Language } from './language-schema';
import { MARKET_HINTS, MARKET_VERDICTS } from './market-constants';

/** Issue 50, decision 086: a listing against its market (similar listings; MARKET in market-constants.ts). */

export const MarketVerdict = z.enum(MARKET_VERDICTS);
export type MarketVerdict = z.infer<typeof MarketVerdict>;
export const MarketHint = z.enum(MARKET_HINTS);
export type MarketHint = z.infer<typeof MarketHint>;

/** The first quartile, median and third quartile of a figure over the similar listings. */
export const MarketQuartiles = z.object({ q1: z.number(), median: z.number(), q3: z.number() });
export type MarketQuartiles = z.infer<typeof MarketQuartiles>;

/** A figure of the listing beside its similar listings' (null: none of them has it). */
export const MarketFigure = z.object({
  /** Null when the listing has no such figure (no price or living area for the price per m²). */
  value: z.number().nullable(),
  similar: MarketQuartiles.nullable(),
});
export type MarketFigure = z.infer<typeof MarketFigure>;

/** What My properties shows in a row: the verdict on views and the hints, without the figures. */
export const MarketSummary = z.object({
  verdict: MarketVerdict,
  hints: z.array(MarketHint),
  /** The `description` hint's languages: most similar listings are described in them, this one not. */
  missingDescriptions: z.array(Language),
});
export type MarketSummary = z.infer<typeof MarketSummary>;

export const MarketComparison = MarketSummary.extend({
  /** The Brussels day the nightly market job computed it. */
  computedOn: z.iso.date(),
  /** The similar listings are those of the same postcode, or within MARKET.radiusKm of it. */
  scope: z.enum(['postcode', 'radius']),
  similarCount: z.number().int().min(0),
  viewsPerDay: MarketFigure,
  contactsPerDay: MarketFigure,
  /** Euro per m² of living area. */
  pricePerM2: MarketFigure,
  photos: z.object({ value: z.number().int().min(0), median: z.number().nullable() }),
  /** The languages the listing is described in. */
  descriptions: z.array(Language),
});
export type MarketComparison = z.infer<typeof MarketComparison>;

export const getPropertyMarket = endpoint({
  method: 'GET',
  path: 'my-properties/:id/market',
  access: 'active',
  tag: 'properties',
  summary:
    "One of the caller's listings against its similar listings, as the nightly market job computed it; null before its first run over the listing (or once offline); 404 when not the caller's listing.",
  params: IdParams,
  response: dataOf(MarketComparison.nullable()),
});
