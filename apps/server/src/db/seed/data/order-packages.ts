import { ORDER_PACKAGES } from '@app/contract';

/** [package code, amount in cents] of each package of an order type, in the contract's order. */
const packagesOf = (packages: Record<string, { price: number }>) =>
  Object.entries(packages).map(([code, { price }]) => [code, Math.round(price * 100)] as const);
export const PUBLICATION_PACKAGES = packagesOf(ORDER_PACKAGES.publication);
export const UPSELL_PACKAGES = packagesOf(ORDER_PACKAGES.upsell);
export const PROLONGATION_6M = 'prolong-6m' satisfies keyof typeof ORDER_PACKAGES.prolongation;
export const PROLONGATION_6M_CENTS = ORDER_PACKAGES.prolongation[PROLONGATION_6M].price * 100;
