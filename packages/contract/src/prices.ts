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
export const SPOTLIGHT_PRICES = { twoWeeks: 15, fourWeeks: 25 } as const;
export const FACEBOOK_BOOST_PRICES = { views2500: 25, views5000: 40 } as const;
export const VALUATION_ZONE_POOL_MAX = 5;

export function wallpaperMonthlyPrice(onlineListings: number): number {
  return onlineListings < WALLPAPER_PRICES.threshold
    ? WALLPAPER_PRICES.perMonthUnderThreshold
    : WALLPAPER_PRICES.perMonthFromThreshold;
}
