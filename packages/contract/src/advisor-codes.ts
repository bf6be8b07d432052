import type { PROPERTY_TYPES, TRANSACTION_TYPES } from './lookup-codes';

/*
 * Property Advisor's choices and limits (issue 11), apart from its schemas (property-advisor.ts): the
 * screen draws its form without loading zod (decision 068).
 */

/** Spec section 5: only these listings can have a dossier. */
export const ADVISOR_PROPERTY_TYPES = [
  'house',
  'appartment',
] as const satisfies readonly (typeof PROPERTY_TYPES)[number][];
export const ADVISOR_TRANSACTION_TYPES = [
  'sale',
  'rent',
] as const satisfies readonly (typeof TRANSACTION_TYPES)[number][];
export const ADVISOR_TITLE_MAX = 200;
export const ADVISOR_DESCRIPTION_MAX = 2000;
