import type { PropertyType } from '@app/contract';

/**
 * The figures the listings are drawn from. The weight lists are walked in order by weighted(), so
 * reordering one changes the demo data.
 */

export interface TypeProfile {
  sale: readonly [number, number] | null;
  rent: readonly [number, number] | null;
  surface: readonly [number, number] | null;
  bedrooms: readonly [number, number] | null;
}

/** Euro (sale) and euro a month (rent, share); livable m². Land has no livable surface. */
export const TYPE_PROFILES: Record<PropertyType, TypeProfile> = {
  house: { sale: [245_000, 750_000], rent: [950, 2_300], surface: [110, 260], bedrooms: [2, 5] },
  'new-construction-house': {
    sale: [340_000, 950_000],
    rent: [1_300, 2_500],
    surface: [130, 240],
    bedrooms: [3, 4],
  },
  appartment: { sale: [150_000, 520_000], rent: [650, 1_450], surface: [55, 140], bedrooms: [1, 3] },
  'new-construction-appartment': {
    sale: [215_000, 650_000],
    rent: [800, 1_700],
    surface: [60, 130],
    bedrooms: [1, 3],
  },
  land: { sale: [60_000, 420_000], rent: null, surface: null, bedrooms: null },
  entreprise: { sale: [320_000, 950_000], rent: [1_500, 2_500], surface: [180, 900], bedrooms: null },
  commercial: { sale: [165_000, 720_000], rent: [850, 2_500], surface: [60, 400], bedrooms: null },
  vacation: { sale: [150_000, 460_000], rent: [650, 1_400], surface: [40, 120], bedrooms: [1, 3] },
  garage: { sale: [15_000, 45_000], rent: [75, 150], surface: null, bedrooms: null },
  studentHouse: { sale: [190_000, 480_000], rent: [380, 650], surface: [14, 30], bedrooms: [1, 1] },
  investmentProperty: {
    sale: [300_000, 950_000],
    rent: null,
    surface: [150, 600],
    bedrooms: [3, 8],
  },
  other: { sale: [75_000, 300_000], rent: [650, 1_200], surface: [40, 200], bedrooms: null },
};

export const TYPE_WEIGHTS: ReadonlyArray<readonly [PropertyType, number]> = [
  ['house', 30],
  ['appartment', 30],
  ['new-construction-appartment', 6],
  ['new-construction-house', 4],
  ['land', 7],
  ['garage', 5],
  ['commercial', 5],
  ['entreprise', 2],
  ['vacation', 3],
  ['studentHouse', 3],
  ['investmentProperty', 3],
  ['other', 2],
];

/** Listing status ids (decision 003) and how often each occurs. */
export const STATUS_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [1, 66],
  [2, 9],
  [6, 10],
  [7, 5],
  [3, 4],
  [4, 3],
  [5, 3],
];

/** Star ratings (0-5) of the listings that have one. */
export const RATING_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 2],
  [2, 5],
  [3, 12],
  [4, 14],
  [5, 6],
];
