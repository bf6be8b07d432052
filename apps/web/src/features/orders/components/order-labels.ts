import type { OrderType } from '@app/contract';
import { ORDER_PACKAGES, OrderPackageCode } from '@app/contract';
import type { TFunction } from 'i18next';

export const orderTypeLabel = (t: TFunction, type: OrderType): string => t(`orders:type.${type}`);

/** The package's name; an older order may carry a code no longer sold: then the code itself. */
export function packageLabel(t: TFunction, code: string): string {
  return OrderPackageCode.safeParse(code).success ? t(`orders:package.${code}`) : code;
}

/** What a package gives: months online or later offline, weeks of spotlight, Facebook views. */
export function packageGives(t: TFunction, type: OrderType, code: string): string | null {
  const packages: Record<string, { price: number; months?: number; weeks?: number; views?: number }> =
    ORDER_PACKAGES[type];
  const item = Object.hasOwn(packages, code) ? packages[code] : undefined;
  if (item?.months !== undefined) {
    return type === 'publication'
      ? t('orders:gives.publication', { months: item.months })
      : t('orders:gives.prolongation', { months: item.months });
  }
  if (item?.weeks !== undefined) return t('orders:gives.spotlight', { weeks: item.weeks });
  if (item?.views !== undefined) return t('orders:gives.facebook', { views: item.views });
  return null;
}
