import { z } from 'zod';
import { dataOf } from './common';
import { WALLPAPER_CHANGES, WALLPAPER_MESSAGE_MAX } from './constants';
import { endpoint } from './endpoint';
import { UserProduct } from './products';
import { requiredText } from './validation';

/** Issue 11: Wallpaper PRO (route `products-wallpaper`; spec sections 6, 9; decision 024). */

export const Wallpaper = z.object({
  id: z.number().int(),
  /** The banner as the portal shows it (an absolute URL or a path on this site). */
  imageUrl: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
});
export type Wallpaper = z.infer<typeof Wallpaper>;

/** The portal's delegate (account manager) of the agency: the one who changes a wallpaper. */
export const Delegate = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type Delegate = z.infer<typeof Delegate>;

export const WallpaperState = z.object({
  /** The Wallpaper PRO product in its state; null when the user never had it. */
  product: UserProduct.nullable(),
  /** The wallpaper on the portal today, if any. */
  current: Wallpaper.nullable(),
  /** Every wallpaper, the latest start first (planned, current and past ones). */
  history: z.array(Wallpaper),
  onlineListings: z.number().int().min(0),
  /** Euro per month for the listings online now (spec section 9). */
  monthlyPrice: z.number().min(0),
  /** Null: the agency has no delegate, and the sales desk answers. */
  delegate: Delegate.nullable(),
});
export type WallpaperState = z.infer<typeof WallpaperState>;

export const getMyWallpaper = endpoint({
  method: 'GET',
  path: 'my-products/wallpaper',
  access: 'pro',
  tag: 'products',
  summary:
    "The caller's Wallpaper PRO: the product, the current wallpaper and its history, the price for the listings online now, the delegate.",
  response: dataOf(WallpaperState),
});

/** What the agency wants changed (spec section 6: changing a wallpaper means contacting the delegate). */
export const WallpaperChange = z.enum(WALLPAPER_CHANGES);
export type WallpaperChange = z.infer<typeof WallpaperChange>;

export const WallpaperChangeRequest = z.object({
  change: WallpaperChange,
  message: requiredText(WALLPAPER_MESSAGE_MAX),
});
export type WallpaperChangeRequest = z.output<typeof WallpaperChangeRequest>;
export type WallpaperChangeRequestInput = z.input<typeof WallpaperChangeRequest>;

export const requestWallpaperChange = endpoint({
  method: 'POST',
  path: 'my-products/wallpaper/change',
  access: 'pro',
  tag: 'products',
  summary:
    "Sends the caller's wallpaper change request to its delegate (or the sales desk) by e-mail; 404 without a Wallpaper PRO.",
  body: WallpaperChangeRequest,
  response: dataOf(z.object({ sentTo: Delegate.nullable() })),
});
