import type { PropertyType, TransactionType } from '@app/contract';
import { TYPE_PROFILES } from '../data/property-figures';
import { FLEMISH_STREETS, FRENCH_STREETS } from '../data/streets';
import type { Random } from '../random';
import { between, pick } from '../random';

export const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Wallonia (1300-1499 and 4000-7999) gets French street names, Brussels both, Flanders Dutch. */
export function streetFor(random: Random, zip: string): string {
  const code = Number(zip);
  const french = (code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999);
  const brussels = code >= 1000 && code <= 1299;
  if (french) return pick(random, FRENCH_STREETS);
  if (brussels) return pick(random, random() < 0.5 ? FRENCH_STREETS : FLEMISH_STREETS);
  return pick(random, FLEMISH_STREETS);
}

/** Transactions a type can have: land and investment properties are not rented. */
export function transactionFor(random: Random, type: PropertyType, publicSaleShare: number): TransactionType {
  const profile = TYPE_PROFILES[type];
  if (random() < publicSaleShare && profile.sale) return 'publicSale';
  if (!profile.rent) return 'sale';
  if ((type === 'house' || type === 'appartment' || type === 'studentHouse') && random() < 0.06)
    return 'share';
  return random() < 0.62 ? 'sale' : 'rent';
}

export function priceFor(random: Random, type: PropertyType, transaction: TransactionType): number | null {
  const profile = TYPE_PROFILES[type];
  // About one listing in thirty: "price on request".
  if (random() < 0.035) return null;
  if (transaction === 'share') return roundTo(between(random, 420, 780), 10);
  const range = transaction === 'rent' ? profile.rent : profile.sale;
  if (!range) return null;
  const [min, max] = range;
  // Skewed towards the lower half, as markets are.
  const value = min + (max - min) * random() ** 1.6;
  if (transaction === 'rent') return roundTo(value, max <= 200 ? 5 : 25);
  const step = value < 60_000 ? 500 : 5_000;
  const price = roundTo(value, step);
  // Public sales show the starting price, often a round figure.
  return transaction === 'publicSale' ? roundTo(price, 10_000) || step : price;
}
