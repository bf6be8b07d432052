import { VAT_RATE_PERCENT } from './portal-company';

export interface VatSplit {
  netCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * Splits a VAT-included amount into net and VAT, in cents. The net is rounded and the VAT is the
 * rest, so net + VAT is always exactly the price the customer was quoted.
 */
export function splitIncludedVat(totalCents: number): VatSplit {
  const netCents = Math.round((totalCents * 100) / (100 + VAT_RATE_PERCENT));
  return { netCents, vatCents: totalCents - netCents, totalCents };
}
