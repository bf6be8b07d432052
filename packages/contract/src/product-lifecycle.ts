import { z } from 'zod';
import { dataOf, PathId } from './common';
import { endpoint } from './endpoint';
import { ACTIVATION } from './lookup-codes';
import { ActivationCode } from './lookups';
import { OrderableProduct } from './product-orders';
import { MSG } from './validation';

// ---------------------------------------------------------------------------------------------
// The portal's back office moves an ordered product through its lifecycle (decision 062): internal,
// service token, like the event feed.

/** A day of a product's period: of this millennium (the database has no year 0, for one). */
export const LifecycleDay = z.iso
  .date()
  .refine((day) => day >= '2000-01-01' && day <= '2999-12-31', { message: MSG.invalid });

/**
 * What the back office sets: active for a period (a start in the future shows pending activation
 * until that day), suspended, or cancelled. Expired follows from the period's end.
 */
export const ProductActivationBody = z
  .discriminatedUnion('activation', [
    z.object({
      activation: z.literal(ACTIVATION.active),
      startDate: LifecycleDay,
      /** The last day it works; null: until the back office ends it (a monthly subscription). */
      endDate: LifecycleDay.nullable(),
    }),
    z.object({ activation: z.literal(ACTIVATION.suspended) }),
    z.object({ activation: z.literal(ACTIVATION.cancelled) }),
  ])
  .refine(
    (body) => body.activation !== ACTIVATION.active || !body.endDate || body.endDate >= body.startDate,
    {
      path: ['endDate'],
      message: MSG.dateOrder,
    },
  );
export type ProductActivationBody = z.infer<typeof ProductActivationBody>;

export const ProductActivationParams = z.object({ userId: PathId, product: OrderableProduct });

/** One product after the call; a pack's four products move together. */
export const ProductLifecycleState = z.object({
  product: OrderableProduct,
  /** The state it shows today (activationOn): what the owner's summary shows. */
  activation: ActivationCode,
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
});
export type ProductLifecycleState = z.infer<typeof ProductLifecycleState>;

export const setProductActivation = endpoint({
  method: 'PUT',
  path: 'internal/users/:userId/products/:product/activation',
  access: 'service',
  tag: 'back-office',
  summary:
    "The portal's back office activates (for a period), suspends or cancels a user's product (service token); a product of a pack moves with the pack, and the owner is e-mailed in their language when it starts working. The same call again changes nothing and answers the same; 404 for a product the user never ordered; 409 for a change its state does not allow (an expired, cancelled or differently activated product).",
  params: ProductActivationParams,
  body: ProductActivationBody,
  response: dataOf(z.array(ProductLifecycleState)),
});
