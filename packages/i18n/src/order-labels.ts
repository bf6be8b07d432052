import type { OrderType } from '@app/contract';
import { isOrderPackageCode, ORDER_PACKAGES } from '@app/contract';

/** A translate function: the web app's `t`, or the server's `translator(lang)`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The words of an order, shared by the orders screens and the receipt and invoice PDFs.
 * The keys are built from values: `orders:type.` and `orders:package.` are key families (dynamic-keys.ts).
 */
export const orderTypeLabel = (t: Translate, type: OrderType): string => t(`orders:type.${type}`);

/** The package's name; an older order may carry a code no longer sold: then the code itself. */
export function packageLabel(t: Translate, code: string): string {
  return isOrderPackageCode(code) ? t(`orders:package.${code}`) : code;
}

/** What any package may say about itself (prices.ts). */
interface PackageTerms {
  price: number;
  months?: number;
  weeks?: number;
  views?: number;
  perMonth?: boolean;
  credits?: number;
  properties?: number;
  years?: number;
  days?: number;
}

/**
 * What the package gives (months online or later offline, weeks of spotlight, Facebook views), or
 * null for an unknown code.
 */
export function packageGives(t: Translate, type: OrderType, code: string): string | null {
  const packages: Record<string, PackageTerms> = ORDER_PACKAGES[type];
  const item = Object.hasOwn(packages, code) ? packages[code] : undefined;
  if (item?.properties !== undefined) return t('orders:gives.fixedPrice', { properties: item.properties });
  if (item?.credits !== undefined) return t('orders:gives.credits', { credits: item.credits });
  if (item?.perMonth) return t('orders:gives.firstMonth');
  if (item?.months !== undefined) {
    return type === 'publication'
      ? t('orders:gives.publication', { months: item.months })
      : t('orders:gives.prolongation', { months: item.months });
  }
  if (item?.weeks !== undefined) return t('orders:gives.spotlight', { weeks: item.weeks });
  if (item?.views !== undefined) return t('orders:gives.facebook', { views: item.views });
  if (item?.years !== undefined) return t('orders:gives.years', { years: item.years });
  if (item?.days !== undefined) return t('orders:gives.days', { days: item.days });
  return null;
}

/** "Standard (online for 3 months)": the name and, when known, what it gives. */
export function packageDescription(t: Translate, type: OrderType, code: string): string {
  const gives = packageGives(t, type, code);
  return gives ? `${packageLabel(t, code)} (${gives})` : packageLabel(t, code);
}
