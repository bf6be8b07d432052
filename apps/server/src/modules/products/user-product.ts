import type { ActivationCode, ProductCode, UserProduct } from '@app/contract';
import {
  ACTIVATION,
  activationOn,
  ORDER_PACKAGES,
  PACKS,
  PRODUCT_CODES,
  wallpaperMonthlyPrice,
} from '@app/contract';
import type { ProductRow } from './products.repository';

const ACTIVATION_CODES: readonly number[] = Object.values(ACTIVATION);
export const isActivationCode = (value: number): value is ActivationCode => ACTIVATION_CODES.includes(value);
const isProductCode = (value: string): value is ProductCode =>
  (PRODUCT_CODES as readonly string[]).includes(value);
const SLOT_CODES: readonly ProductCode[] = ['bestOf', 'color'];

/** The monthly price from the contract's table: the pack's, Wallpaper PRO's for the listings online, Lead Generator's. */
function monthlyPriceOf(row: ProductRow, onlineListings: number): number | null {
  if (row.pack) return PACKS[row.pack].price;
  if (row.code === 'wallpaper') return wallpaperMonthlyPrice(onlineListings);
  if (row.code === 'leadGenerator') return ORDER_PACKAGES.product['lead-generator'].price;
  return null;
}

/** The product as its screens show it on `today` (a Brussels day): its state read through its period. */
export function toUserProduct(row: ProductRow, onlineListings: number, today: string): UserProduct {
  if (!isActivationCode(row.activation)) {
    throw new Error(`user_products ${row.id}: unknown activation code ${row.activation}`);
  }
  if (!isProductCode(row.code)) throw new Error(`user_products ${row.id}: unknown product ${row.code}`);
  return {
    code: row.code,
    activation: activationOn(
      { activation: row.activation, startDate: row.start_date, endDate: row.end_date },
      today,
    ),
    pack: row.pack,
    startDate: row.start_date,
    endDate: row.end_date,
    slots: row.slots,
    selection: row.selection,
    used: SLOT_CODES.includes(row.code) ? row.used : null,
    monthlyPrice: monthlyPriceOf(row, onlineListings),
    credits: row.credits,
  };
}
