import { z } from 'zod';
import { dataOf } from './common';
import { endpoint } from './endpoint';
import { InvoiceAddressee } from './invoice-addressee';
import { ACTIVATION } from './lookup-codes';
import { ActivationCode } from './lookups';
import type { ProductCode } from './lookups';
import { ORDER_PACKAGES, OVERRUN_CENTS_PER_PROPERTY_PER_DAY, WALLPAPER_PRICES } from './prices';
import { PRODUCT_REMARKS_MAX } from './products';
import { MSG, omittable } from './validation';

/** Issue 11, decision 023: ordering a product of the account (as opposed to a listing's order). */

/** The products a pack gives together (spec section 9). */
export const PACK_PRODUCTS = ['bestOf', 'color', 'emailAlertPro', 'proDirectory'] as const;

/**
 * What a professional can order here. Pro First and valuation zones are ordered per postcode from
 * their own pages; a fixed-price package is a contract for a number of online listings, not a product.
 */
export const ORDERABLE_PRODUCTS = [
  ...PACK_PRODUCTS,
  'wallpaper',
  'leadGenerator',
  'propertyAdvisor',
  'fixedPrice',
] as const;
export const OrderableProduct = z.enum(ORDERABLE_PRODUCTS);
export type OrderableProduct = z.infer<typeof OrderableProduct>;

/** Every product package, read through one shape. */
const PRODUCT_PACKAGES: Record<
  string,
  { price: number; perMonth?: boolean; credits?: number; properties?: number }
> = ORDER_PACKAGES.product;

export type ProductPackageCode = keyof typeof ORDER_PACKAGES.product & string;
const PRODUCT_PACKAGE_CODES = Object.keys(ORDER_PACKAGES.product) as [
  ProductPackageCode,
  ...ProductPackageCode[],
];
export const ProductPackageCode = z.enum(PRODUCT_PACKAGE_CODES);

const PACKS_OF_A_PACK_PRODUCT: readonly ProductPackageCode[] = ['pack-starter', 'pack-gold'];
const packagesStartingWith = (prefix: string): ProductPackageCode[] =>
  PRODUCT_PACKAGE_CODES.filter((code) => code.startsWith(prefix));

const PACKAGES_OF: Record<OrderableProduct, readonly ProductPackageCode[]> = {
  bestOf: PACKS_OF_A_PACK_PRODUCT,
  color: PACKS_OF_A_PACK_PRODUCT,
  emailAlertPro: PACKS_OF_A_PACK_PRODUCT,
  proDirectory: PACKS_OF_A_PACK_PRODUCT,
  wallpaper: packagesStartingWith('wallpaper-'),
  leadGenerator: ['lead-generator'],
  propertyAdvisor: packagesStartingWith('advisor-'),
  fixedPrice: packagesStartingWith('fixed-'),
};

/** The packages one may order for a product (Wallpaper PRO: only the one of the listings online now). */
export const productPackagesOf = (product: OrderableProduct): readonly ProductPackageCode[] =>
  PACKAGES_OF[product];

/** How many online properties a fixed-price package covers; null for another package. */
export const fixedPriceQuotaOf = (code: string): number | null => {
  const terms: { properties?: number } | undefined = (
    ORDER_PACKAGES.product as Record<string, { properties?: number }>
  )[code];
  return code.startsWith('fixed-') ? (terms?.properties ?? null) : null;
};

/**
 * The fixed-price package to offer first: the smallest that covers the properties online now (the
 * largest when none does), so that the first choice costs no overrun.
 */
export const fixedPricePackageFor = (onlineListings: number): ProductPackageCode => {
  const fixed = PACKAGES_OF.fixedPrice;
  return fixed.find((code) => (fixedPriceQuotaOf(code) ?? 0) >= onlineListings) ?? fixed.at(-1)!;
};

/** Wallpaper PRO's package for the listings online now: its price depends on that count. */
export const wallpaperPackageFor = (onlineListings: number): ProductPackageCode =>
  onlineListings < WALLPAPER_PRICES.threshold ? 'wallpaper-under-50' : 'wallpaper-from-50';

const isPackProduct = (product: OrderableProduct): boolean =>
  (PACK_PRODUCTS as readonly string[]).includes(product);

/** The products an order gives: a pack gives its four products, a fixed-price package none. */
export function productsOrderedBy(product: OrderableProduct): ProductCode[] {
  if (isPackProduct(product)) return [...PACK_PRODUCTS];
  return product === 'fixedPrice' ? [] : [product];
}

/** A product one has or is getting (active or pending activation) is not ordered again. */
export const HELD_ACTIVATIONS: readonly number[] = [ACTIVATION.active, ACTIVATION.pendingActivation];

/**
 * Whether the product can be ordered in its state (undefined: the user never had it). Property
 * Advisor credits can always be bought: they top up a product one has or is getting.
 */
export const mayOrderProduct = (product: OrderableProduct, activation: number | undefined): boolean =>
  product === 'propertyAdvisor' || activation === undefined || !HELD_ACTIVATIONS.includes(activation);

/** The properties a fixed-price package covers. */
export const fixedPriceQuota = (code: ProductPackageCode): number | null => {
  return PRODUCT_PACKAGES[code]?.properties ?? null;
};

/** The Property Advisor credits a package buys. */
export const packageCredits = (code: ProductPackageCode): number | null => {
  return PRODUCT_PACKAGES[code]?.credits ?? null;
};

/**
 * POST my-products/order for a product: the package, remarks, the terms, and whom the invoice is made
 * out to (the VAT rule of the invoice request). The order and its invoice are made together.
 */
export const SubscriptionOrderRequest = z
  .object({
    type: z.literal('product'),
    product: OrderableProduct,
    package: ProductPackageCode,
    remarks: omittable(z.string().trim().max(PRODUCT_REMARKS_MAX)),
    termsAccepted: z.boolean().refine((accepted) => accepted, MSG.mustAccept),
    invoice: InvoiceAddressee,
  })
  .superRefine((value, context) => {
    if (!PACKAGES_OF[value.product].includes(value.package)) {
      context.addIssue({ code: 'custom', path: ['package'], message: MSG.invalid });
    }
  });
export type SubscriptionOrderRequest = z.output<typeof SubscriptionOrderRequest>;
export type SubscriptionOrderRequestInput = z.input<typeof SubscriptionOrderRequest>;

/** Euro a day for the online listings above a quota (the contract overrun, spec section 9). */
export const overrunPerDay = (onlineListings: number, quota: number): number =>
  (Math.max(0, onlineListings - quota) * OVERRUN_CENTS_PER_PROPERTY_PER_DAY) / 100;

export const FixedPriceContract = z.object({
  package: ProductPackageCode,
  properties: z.number().int().positive(),
  monthlyPrice: z.number().min(0),
  activation: ActivationCode,
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
});
export type FixedPriceContract = z.infer<typeof FixedPriceContract>;

export const FixedPriceState = z.object({
  contract: FixedPriceContract.nullable(),
  onlineListings: z.number().int().min(0),
  /** Online listings above the quota of an active contract; 0 without one. */
  aboveQuota: z.number().int().min(0),
  /** Euro a day those listings cost now. */
  overrunPerDay: z.number().min(0),
});
export type FixedPriceState = z.infer<typeof FixedPriceState>;

export const getFixedPriceContract = endpoint({
  method: 'GET',
  path: 'my-products/fixed-price',
  access: 'pro',
  tag: 'products',
  summary:
    "The caller's fixed-price package (if any), the listings online now and the contract overrun they cost per day.",
  response: dataOf(FixedPriceState),
});
