import type { PRODUCT_CODES } from './lookup-codes';
import { ACTIVATION } from './lookup-codes';
import { ORDER_PACKAGES, WALLPAPER_PRICES } from './prices';

/**
 * The products' codes and rules without their schemas (products.ts, product-orders.ts and
 * product-slots.ts build those from them): a screen drawn by the server takes them without loading
 * zod (decision 066).
 */

type ProductCodeOf = (typeof PRODUCT_CODES)[number];

/** Whether a product works on `today` (a Brussels day, YYYY-MM-DD): active, started and not ended. */
export const productWorks = (
  product: { activation: number; startDate: string; endDate: string | null },
  today: string,
): boolean =>
  product.activation === ACTIVATION.active &&
  product.startDate <= today &&
  (product.endDate === null || product.endDate >= today);

/** Asking for information makes sense for a product the user never had or no longer has. */
const INFORMATION_ASKABLE: readonly number[] = [
  ACTIVATION.notActive,
  ACTIVATION.expired,
  ACTIVATION.suspended,
  ACTIVATION.cancelled,
];
export const canAskForInformation = (activation: number): boolean => INFORMATION_ASKABLE.includes(activation);

/** The path segment of each slot product (`my-products/bestof`, `…/announcement/{id}/color`). */
export const SLOT_PRODUCT_PATHS = { bestOf: 'bestof', color: 'color' } as const;

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
type Orderable = (typeof ORDERABLE_PRODUCTS)[number];

/** Whether a code names a product one may order here (OrderableProduct's schema, without zod). */
export const isOrderableProduct = (code: string): code is Orderable =>
  (ORDERABLE_PRODUCTS as readonly string[]).includes(code);

/** Every product package, read through one shape. */
const PRODUCT_PACKAGES: Record<
  string,
  { price: number; perMonth?: boolean; credits?: number; properties?: number }
> = ORDER_PACKAGES.product;

type PackageCode = keyof typeof ORDER_PACKAGES.product & string;
export const PRODUCT_PACKAGE_CODES = Object.keys(ORDER_PACKAGES.product) as [PackageCode, ...PackageCode[]];

const PACKS_OF_A_PACK_PRODUCT: readonly PackageCode[] = ['pack-starter', 'pack-gold'];
const packagesStartingWith = (prefix: string): PackageCode[] =>
  PRODUCT_PACKAGE_CODES.filter((code) => code.startsWith(prefix));

const PACKAGES_OF: Record<Orderable, readonly PackageCode[]> = {
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
export const productPackagesOf = (product: Orderable): readonly PackageCode[] => PACKAGES_OF[product];

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
export const fixedPricePackageFor = (onlineListings: number): PackageCode => {
  const fixed = PACKAGES_OF.fixedPrice;
  return fixed.find((code) => (fixedPriceQuotaOf(code) ?? 0) >= onlineListings) ?? fixed.at(-1)!;
};

/** Wallpaper PRO's package for the listings online now: its price depends on that count. */
export const wallpaperPackageFor = (onlineListings: number): PackageCode =>
  onlineListings < WALLPAPER_PRICES.threshold ? 'wallpaper-under-50' : 'wallpaper-from-50';

const isPackProduct = (product: Orderable): boolean => (PACK_PRODUCTS as readonly string[]).includes(product);

/** The products an order gives: a pack gives its four products, a fixed-price package none. */
export function productsOrderedBy(product: Orderable): ProductCodeOf[] {
  if (isPackProduct(product)) return [...PACK_PRODUCTS];
  return product === 'fixedPrice' ? [] : [product];
}

/** A product one has or is getting (active or pending activation) is not ordered again. */
export const HELD_ACTIVATIONS: readonly number[] = [ACTIVATION.active, ACTIVATION.pendingActivation];

/**
 * Whether the product can be ordered in its state (undefined: the user never had it). Property
 * Advisor credits can always be bought: they top up a product one has or is getting.
 */
export const mayOrderProduct = (product: Orderable, activation: number | undefined): boolean =>
  product === 'propertyAdvisor' || activation === undefined || !HELD_ACTIVATIONS.includes(activation);

/** The properties a fixed-price package covers. */
export const fixedPriceQuota = (code: PackageCode): number | null => {
  return PRODUCT_PACKAGES[code]?.properties ?? null;
};

/** The Property Advisor credits a package buys. */
export const packageCredits = (code: PackageCode): number | null => {
  return PRODUCT_PACKAGES[code]?.credits ?? null;
};

/** The price in euro of a package of an order type; undefined when the package is not of that type. */
export function orderPackagePrice(type: keyof typeof ORDER_PACKAGES, code: string): number | undefined {
  const packages: Record<string, { price: number }> = ORDER_PACKAGES[type];
  return Object.hasOwn(packages, code) ? packages[code]!.price : undefined;
}

/** Whether a code names a package of any order type (OrderPackageCode's schema, without zod). */
export const isOrderPackageCode = (code: string): boolean =>
  Object.values(ORDER_PACKAGES).some((packages) => Object.hasOwn(packages, code));
