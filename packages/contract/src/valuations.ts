import { z } from 'zod';
import { dataOf, IdParams, pagedOf, PagingQuery } from './common';
import { TEXT_MEDIUM_MAX, TEXT_SHORT_MAX } from './constants';
import { endpoint } from './endpoint';
import { MSG, optionalText, requiredText, wholeNumberBetween } from './validation';
import {
  VALUATION_BEDROOMS_MAX,
  VALUATION_BUILD_YEAR_MIN,
  VALUATION_CONDITIONS,
  VALUATION_PROPERTY_TYPES,
  VALUATION_SURFACE,
} from './valuation-codes';

/** Issue 12: valuations for private users (routes `valuations`; decision 025). */

export const ValuationPropertyType = z.enum(VALUATION_PROPERTY_TYPES);
export const ValuationCondition = z.enum(VALUATION_CONDITIONS);
export type ValuationCondition = z.infer<typeof ValuationCondition>;

/** How the estimate is made (decision 025). */
export const VALUATION_METHOD = {
  /** Comparable listings of the last months: published, under option or sold. */
  months: 24,
  /** Fewer comparables than this: "not enough data" instead of a number. */
  minComparables: 8,
  /** The search widens to neighbouring postcodes, nearest first, up to this distance. */
  maxRadiusKm: 25,
  /** A bigger home costs less per m²: value ∝ surface^(1 − elasticity) around the comparables' median. */
  surfaceElasticity: 0.15,
  /** Each bedroom above or below the comparables' median, in per cent, at most `bedroomCapPercent`. */
  bedroomPercent: 2,
  bedroomCapPercent: 10,
  /** The listed comparables, nearest and newest first. */
  shownComparables: 10,
} as const;
/** Quarterly updates (decision 025): the owner is mailed when the value moved by more than this. */
export const VALUATION_UPDATE = { mailAbovePercent: 5, hour: 5 } as const;

/** The first day of the quarter of a Brussels day (YYYY-MM-DD). */
export const quarterStartOf = (day: string): string => {
  const month = Number(day.slice(5, 7));
  const first = month - ((month - 1) % 3);
  return `${day.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
};

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export const Confidence = z.enum(CONFIDENCE_LEVELS);
export type Confidence = z.infer<typeof Confidence>;

/** POST my-valuations/requests: the estimate request of spec section 7 "Valuations". */
export const ValuationRequest = z
  .object({
    street: requiredText(TEXT_MEDIUM_MAX),
    number: requiredText(20),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, MSG.number),
    city: requiredText(TEXT_SHORT_MAX),
    propertyType: ValuationPropertyType,
    livableSurface: wholeNumberBetween(VALUATION_SURFACE.min, VALUATION_SURFACE.max),
    bedrooms: wholeNumberBetween(0, VALUATION_BEDROOMS_MAX),
    /** The year or the state (or both): at least one. */
    buildYear: wholeNumberBetween(VALUATION_BUILD_YEAR_MIN, new Date().getUTCFullYear() + 5)
      .nullable()
      .default(null),
    condition: ValuationCondition.nullable().default(null),
    /** GDPR: unticked unless the user ticks it; only then do the agencies of the zone get the request. */
    consentToContact: z.boolean().default(false),
    remarks: optionalText(1000).default(null),
  })
  .superRefine((value, context) => {
    if (value.buildYear === null && value.condition === null) {
      context.addIssue({ code: 'custom', path: ['buildYear'], message: MSG.required });
    }
  });
export type ValuationRequest = z.output<typeof ValuationRequest>;
export type ValuationRequestInput = z.input<typeof ValuationRequest>;

export const Comparable = z.object({
  vlancode: z.string(),
  postcode: z.string(),
  city: z.string().nullable(),
  /** Euro. */
  price: z.number(),
  livableSurface: z.number().int(),
  bedrooms: z.number().int().nullable(),
  pricePerM2: z.number(),
  distanceKm: z.number(),
  /** The comparable's status: published, option or sold. */
  statusId: z.number().int(),
  date: z.iso.date(),
});
export type Comparable = z.infer<typeof Comparable>;

/** An estimate, or (value null) "not enough data" with how many comparables were found. */
export const Estimate = z.object({
  estimatedOn: z.iso.date(),
  /** Euro; null: not enough comparables. */
  value: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  pricePerM2: z.number().nullable(),
  confidence: Confidence.nullable(),
  comparableCount: z.number().int().min(0),
  radiusKm: z.number().min(0),
});
export type Estimate = z.infer<typeof Estimate>;

export const Valuation = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  street: z.string(),
  number: z.string(),
  postcode: z.string(),
  city: z.string(),
  propertyType: ValuationPropertyType,
  livableSurface: z.number().int(),
  bedrooms: z.number().int(),
  buildYear: z.number().int().nullable(),
  condition: ValuationCondition.nullable(),
  consentToContact: z.boolean(),
  remarks: z.string().nullable(),
  /** The latest estimate. */
  estimate: Estimate,
});
export type Valuation = z.infer<typeof Valuation>;

export const ValuationDetail = Valuation.extend({
  /** The comparables of the latest estimate. */
  comparables: z.array(Comparable),
  /** Every estimate, oldest first (the request's, then each quarter's). */
  history: z.array(Estimate),
});
export type ValuationDetail = z.infer<typeof ValuationDetail>;

export const listMyValuations = endpoint({
  method: 'POST',
  path: 'my-valuations',
  access: 'active',
  tag: 'valuations',
  summary: "The caller's valuation requests with their latest estimate, newest first, paged.",
  body: PagingQuery,
  response: pagedOf(Valuation),
});

export const requestValuation = endpoint({
  method: 'POST',
  path: 'my-valuations/requests',
  access: 'active',
  tag: 'valuations',
  summary:
    'Asks for an estimate of an address: computed at once from comparable listings (decision 025), or "not enough data".',
  body: ValuationRequest,
  response: dataOf(ValuationDetail),
});

export const getMyValuation = endpoint({
  method: 'GET',
  path: 'my-valuations/:id',
  access: 'active',
  tag: 'valuations',
  summary: "One of the caller's valuations with its comparables and the history of its estimates.",
  params: IdParams,
  response: dataOf(ValuationDetail),
});
