/** Prices in euro (spec section 9). */
export const PACKS = {
  starter: { price: 62, bestOf: 10, color: 10, includes: ['emailAlertPro', 'proDirectory'] },
  gold: { price: 124, bestOf: 25, color: 25, includes: ['emailAlertPro', 'proDirectory'] },
} as const;

export const WALLPAPER_PRICES = {
  perMonthUnderThreshold: 62,
  perMonthFromThreshold: 124,
  threshold: 50,
} as const;
export const PRO_FIRST = { perPostcodePerMonth: 50, minimumMonths: 6 } as const;
export const FIXED_PRICE_PACKAGE_RANGE = { min: 10, max: 1000 } as const;
/**
 * Contract overrun (spec section 9, amount decided in decision 023): for each day, each online
 * listing above a fixed-price package's quota costs this many euro cents.
 */
export const OVERRUN_CENTS_PER_PROPERTY_PER_DAY = 35;
export const SPOTLIGHT_PRICES = { twoWeeks: 15, fourWeeks: 25 } as const;
export const FACEBOOK_BOOST_PRICES = { views2500: 25, views5000: 40 } as const;
export const VALUATION_ZONE_POOL_MAX = 5;
/**
 * Valuation zones per postcode and month (decision 026): exclusivity is the postcode alone, a pool
 * shares it with at most VALUATION_ZONE_POOL_MAX agencies. Both run at least `minimumMonths`, as
 * Pro First does.
 */
export const VALUATION_ZONE_PRICES = {
  exclusivityPerMonth: 149,
  poolPerMonth: 49,
  minimumMonths: 6,
} as const;
/** The longest period one order of Pro First or a valuation zone may cover. */
export const TERRITORY_MONTHS_MAX = 36;

export function wallpaperMonthlyPrice(onlineListings: number): number {
  return onlineListings < WALLPAPER_PRICES.threshold
    ? WALLPAPER_PRICES.perMonthUnderThreshold
    : WALLPAPER_PRICES.perMonthFromThreshold;
}

/**
 * What a listing order buys (product.md "Orders"): publication puts a draft online for `months`,
 * prolongation extends the offline date by `months`, upsell adds visibility. Euro, VAT included.
 * Spotlight and Facebook boost prices are spec section 9's; the other prices are decision 013's.
 */
export const ORDER_PACKAGES = {
  publication: {
    standard: { price: 49, months: 3 },
    plus: { price: 79, months: 6 },
    premium: { price: 129, months: 12 },
  },
  prolongation: {
    'prolong-3m': { price: 25, months: 3 },
    'prolong-6m': { price: 39, months: 6 },
  },
  upsell: {
    'spotlight-2w': { price: SPOTLIGHT_PRICES.twoWeeks, weeks: 2 },
    'spotlight-4w': { price: SPOTLIGHT_PRICES.fourWeeks, weeks: 4 },
    'facebook-2500': { price: FACEBOOK_BOOST_PRICES.views2500, views: 2500 },
    'facebook-5000': { price: FACEBOOK_BOOST_PRICES.views5000, views: 5000 },
  },
  /**
   * Products for professionals (decision 023): an order bills the first month of a monthly product,
   * or a batch of Property Advisor credits. Packs and Wallpaper PRO are spec section 9's prices.
   */
  product: {
    'pack-starter': { price: PACKS.starter.price, perMonth: true },
    'pack-gold': { price: PACKS.gold.price, perMonth: true },
    'wallpaper-under-50': { price: WALLPAPER_PRICES.perMonthUnderThreshold, perMonth: true },
    'wallpaper-from-50': { price: WALLPAPER_PRICES.perMonthFromThreshold, perMonth: true },
    'lead-generator': { price: 89, perMonth: true },
    'advisor-10': { price: 95, credits: 10 },
    'advisor-25': { price: 195, credits: 25 },
    'fixed-10': { price: 99, perMonth: true, properties: 10 },
    'fixed-25': { price: 199, perMonth: true, properties: 25 },
    'fixed-50': { price: 349, perMonth: true, properties: 50 },
    'fixed-100': { price: 599, perMonth: true, properties: 100 },
    'fixed-250': { price: 1290, perMonth: true, properties: 250 },
    'fixed-500': { price: 2290, perMonth: true, properties: 500 },
    'fixed-1000': { price: 3990, perMonth: true, properties: 1000 },
    'pro-first': { price: PRO_FIRST.perPostcodePerMonth, perMonth: true },
    'valuation-exclusivity': { price: VALUATION_ZONE_PRICES.exclusivityPerMonth, perMonth: true },
    'valuation-pool': { price: VALUATION_ZONE_PRICES.poolPerMonth, perMonth: true },
  },
  /**
   * Valuation packages for private users (decision 026): a certified surveyor's valuation on site,
   * delivered within `days`, or the surveyor's follow-up of the quarterly estimate for `years`.
   */
  valuation: {
    'valuation-expert': { price: 295, days: 10 },
    'valuation-follow-1y': { price: 39, years: 1 },
    'valuation-follow-3y': { price: 99, years: 3 },
  },
} as const;
export type OrderPackages = typeof ORDER_PACKAGES;
