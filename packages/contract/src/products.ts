import { z } from 'zod';
import { dataOf } from './common';
import { MSG, optional } from './validation';
import { endpoint } from './endpoint';
import { ACTIVATION } from './lookup-codes';
import { ActivationCode, ProductCode, SelectionMethod } from './lookups';
import { PACKS } from './prices';
import { productWorks } from './product-codes';

export const PackCode = z.enum(Object.keys(PACKS) as [keyof typeof PACKS]);
export type PackCode = z.infer<typeof PackCode>;

export const UserProduct = z.object({
  code: ProductCode,
  activation: ActivationCode,
  pack: PackCode.nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  /** Best Of and Colour: slots from the pack; null for products without slots. */
  slots: z.number().int().min(0).nullable(),
  selection: SelectionMethod.nullable(),
  /** Best Of and Colour: the slots in use now; null for products without slots. */
  used: z.number().int().min(0).nullable(),
  /**
   * Euro per month from the contract's price table: the pack's price for the products of a pack,
   * Wallpaper PRO's price for the online listings now; null where no monthly price applies.
   */
  monthlyPrice: z.number().min(0).nullable(),
  /** Property Advisor: the dossier credits left; null for products without credits. */
  credits: z.number().int().min(0).nullable(),
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

/**
 * The state a product shows on `today` (decision 062): the back office's activation, read through
 * its period. An active product shows active exactly while it works (productWorks); before its start
 * it shows pending activation, after its end expired. Other states show as they are.
 */
export const activationOn = (
  product: { activation: ActivationCode; startDate: string; endDate: string | null },
  today: string,
): ActivationCode => {
  if (product.activation !== ACTIVATION.active || productWorks(product, today)) return product.activation;
  return product.startDate > today ? ACTIVATION.pendingActivation : ACTIVATION.expired;
};

export const PRODUCT_REMARKS_MAX = 1000;

/** POST my-products/information: a "Product order request" asking for information (spec sections 3, 5). */
export const InformationRequest = z.object({
  product: ProductCode,
  remarks: optional(z.string().trim().max(PRODUCT_REMARKS_MAX)).default(null),
  termsAccepted: z.boolean().refine((accepted) => accepted, MSG.mustAccept),
});
export type InformationRequest = z.output<typeof InformationRequest>;
export type InformationRequestInput = z.input<typeof InformationRequest>;

export const requestProductInformation = endpoint({
  method: 'POST',
  path: 'my-products/information',
  access: 'pro',
  tag: 'products',
  summary:
    "Asks the portal's sales desk for information about a product (terms accepted): the product shows activation 4 and the desk gets an e-mail. 409 for a product the caller has or is getting, or already asked about.",
  body: InformationRequest,
  response: dataOf(UserProduct),
});
