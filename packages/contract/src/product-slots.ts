import { z } from 'zod';
import { dataOf, IdParams } from './common';
import { SlotProductCode } from './dashboard';
import { SLOT_PRODUCT_CODES } from './lookup-codes';
import { endpoint } from './endpoint';
import { ActivationCode, PropertyType, SelectionMethod, TransactionType } from './lookups';
import { SLOT_PRODUCT_PATHS } from './product-codes';
import { PackCode } from './products';
import { ListingStatus } from './properties';

/** Issue 11: Best Of and Colour (routes `products-bestof`, `products-color`; spec sections 4, 5, 7). */

export const SlotProductPath = z.enum(Object.values(SLOT_PRODUCT_PATHS));
export type SlotProductPath = z.infer<typeof SlotProductPath>;
export const slotProductOfPath = (path: SlotProductPath): SlotProductCode =>
  SLOT_PRODUCT_CODES.find((code) => SLOT_PRODUCT_PATHS[code] === path)!;

/** Spec section 9: AUTO picks every Sunday; at this hour, Brussels time. */
export const AUTO_PICK_HOUR = 3;

/** A listing holding a slot. */
export const SlotListing = z.object({
  id: z.number().int(),
  vlancode: z.string(),
  yourReference: z.string().nullable(),
  propertyType: PropertyType,
  transactionType: TransactionType,
  /** Euro; null is "price on request". */
  price: z.number().min(0).nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  status: ListingStatus,
  photoUrl: z.string().nullable(),
  /** Who picked it: the Sunday job (AUTO) or the user (MANUAL). */
  selection: SelectionMethod,
  since: z.iso.datetime(),
});
export type SlotListing = z.infer<typeof SlotListing>;

export const SlotProduct = z.object({
  code: SlotProductCode,
  activation: ActivationCode,
  pack: PackCode.nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  slots: z.number().int().min(0),
  used: z.number().int().min(0),
  selection: SelectionMethod,
  /** Whether the user may pick and release listings now (MANUAL, active, started, not ended). */
  manualAllowed: z.boolean(),
  /** AUTO: when the Sunday job picks next (Brussels time, as an instant). */
  nextAutoPick: z.iso.datetime().nullable(),
  listings: z.array(SlotListing),
});
export type SlotProduct = z.infer<typeof SlotProduct>;

/** The caller's product, or null when they do not hold it. */
const SlotProductResponse = dataOf(SlotProduct.nullable());

export const getMyBestOf = endpoint({
  method: 'GET',
  path: 'my-products/bestof',
  access: 'pro',
  tag: 'products',
  summary:
    'Best Of: slots, selection method, start date and the listings holding a slot (null without the product).',
  response: SlotProductResponse,
});

export const getMyColor = endpoint({
  method: 'GET',
  path: 'my-products/color',
  access: 'pro',
  tag: 'products',
  summary:
    'Background Colour: slots, selection method, start date and the listings holding a slot (null without the product).',
  response: SlotProductResponse,
});

export const SlotProductParams = z.object({ product: SlotProductPath });

export const setAutoselect = endpoint({
  method: 'PATCH',
  path: 'my-products/:product/autoselect',
  access: 'pro',
  tag: 'products',
  summary:
    'Switches Best Of or Colour between AUTO (the Sunday job picks) and MANUAL (the user picks); the listings keep their slots until the next pick or a release.',
  params: SlotProductParams,
  body: z.object({ selection: SelectionMethod }),
  response: dataOf(SlotProduct),
});

export const ListingSlotParams = IdParams.extend({ product: SlotProductPath });

export const ListingSlotState = z.object({ listingId: z.number().int(), selected: z.boolean() });
export type ListingSlotState = z.infer<typeof ListingSlotState>;

export const getListingSlot = endpoint({
  method: 'GET',
  path: 'my-products/announcement/:id/:product',
  access: 'pro',
  tag: 'products',
  summary: "Whether one of the caller's listings holds a Best Of or Colour slot (404 for another's listing).",
  params: ListingSlotParams,
  response: dataOf(ListingSlotState),
});

export const selectListingSlot = endpoint({
  method: 'POST',
  path: 'my-products/announcement/:id/:product',
  access: 'pro',
  tag: 'products',
  summary:
    "Gives one of the caller's published listings a slot (MANUAL). 403 before the product's start date (with the date) or when it is not active, 409 when every slot is used or the selection is AUTO, 404 for a listing that is not the caller's or not published.",
  params: ListingSlotParams,
  response: dataOf(SlotProduct),
});

export const releaseListingSlot = endpoint({
  method: 'DELETE',
  path: 'my-products/announcement/:id/:product',
  access: 'pro',
  tag: 'products',
  summary: "Frees the slot of one of the caller's listings (MANUAL); 404 when it holds none.",
  params: ListingSlotParams,
  response: dataOf(SlotProduct),
});
