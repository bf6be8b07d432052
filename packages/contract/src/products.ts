import { z } from 'zod';
import { dataOf } from './common';
import { endpoint } from './endpoint';
import { ActivationCode, ProductCode, SelectionMethod } from './lookups';
import { PACKS } from './prices';

export const PackCode = z.enum(Object.keys(PACKS) as [keyof typeof PACKS]);

export const UserProduct = z.object({
  code: ProductCode,
  activation: ActivationCode,
  pack: PackCode.nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  /** Best Of and Colour: slots from the pack; null for products without slots. */
  slots: z.number().int().min(0).nullable(),
  selection: SelectionMethod.nullable(),
});
export type UserProduct = z.infer<typeof UserProduct>;

export const getMyProducts = endpoint({
  method: 'GET',
  path: 'my-products',
  access: 'pro',
  tag: 'products',
  summary: "The professional user's products with activation state and slots.",
  response: dataOf(z.array(UserProduct)),
});
