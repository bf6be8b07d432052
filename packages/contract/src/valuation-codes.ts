import type { PROPERTY_TYPES } from './lookup-codes';

/*
 * The estimate request's choices and limits (issue 12, decision 025), apart from its schema
 * (valuations.ts): the form on the valuations screen draws them without loading zod (decision 066).
 */

/** The types an estimate is made for: enough comparable sales exist for these. */
export const VALUATION_PROPERTY_TYPES = [
  'house',
  'appartment',
] as const satisfies readonly (typeof PROPERTY_TYPES)[number][];
export const VALUATION_CONDITIONS = ['new', 'good', 'toRefresh', 'toRenovate'] as const;

export const VALUATION_SURFACE = { min: 15, max: 2_000 } as const;
export const VALUATION_BEDROOMS_MAX = 20;
export const VALUATION_BUILD_YEAR_MIN = 1800;
