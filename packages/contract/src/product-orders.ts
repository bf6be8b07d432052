import { z } from 'zod';
import { dataOf } from './common';
import { endpoint } from './endpoint';
import { InvoiceAddressee } from './invoice-addressee';
import { ActivationCode } from './lookups';
import type { ORDER_PACKAGES } from './prices';
import { OVERRUN_CENTS_PER_PROPERTY_PER_DAY } from './prices';
import { ORDERABLE_PRODUCTS, PRODUCT_PACKAGE_CODES, productPackagesOf } from './product-codes';
import { PRODUCT_REMARKS_MAX } from './products';
import { MSG, omittable } from './validation';

/** Issue 11, decision 023: ordering a product of the account; the codes and rules are in product-codes.ts. */

export const OrderableProduct = z.enum(ORDERABLE_PRODUCTS);
export type OrderableProduct = z.infer<typeof OrderableProduct>;

export type ProductPackageCode = keyof typeof ORDER_PACKAGES.product & string;
export const ProductPackageCode = z.enum(PRODUCT_PACKAGE_CODES);

/**
 * POST my-products/order for a product: the package, remarks, the terms, and whom the invoice is made
 * out to (the VAT rule of the invoice request). The order and its invoice are made together.
 */
export const SubscriptionOrderRequest = z
  .object({
    type: z.literal('product'),
    product: OrderableProduct,
    package: ProductPackageCode,
    remarks: omittable(z.string().trim().max(PRODUCT_REMARKS_MAX)),
    termsAccepted: z.boolean().refine((accepted) => accepted, MSG.mustAccept),
    invoice: InvoiceAddressee,
  })
  .superRefine((value, context) => {
    if (!productPackagesOf(value.product).includes(value.package)) {
      context.addIssue({ code: 'custom', path: ['package'], message: MSG.invalid });
    }
  });
export type SubscriptionOrderRequest = z.output<typeof SubscriptionOrderRequest>;
export type SubscriptionOrderRequestInput = z.input<typeof SubscriptionOrderRequest>;

/** Euro a day for the online listings above a quota (the contract overrun, spec section 9). */
export const overrunPerDay = (onlineListings: number, quota: number): number =>
  (Math.max(0, onlineListings - quota) * OVERRUN_CENTS_PER_PROPERTY_PER_DAY) / 100;

export const FixedPriceContract = z.object({
  package: ProductPackageCode,
  properties: z.number().int().positive(),
  monthlyPrice: z.number().min(0),
  activation: ActivationCode,
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
});
export type FixedPriceContract = z.infer<typeof FixedPriceContract>;

export const FixedPriceState = z.object({
  contract: FixedPriceContract.nullable(),
  onlineListings: z.number().int().min(0),
  /** Online listings above the quota of an active contract; 0 without one. */
  aboveQuota: z.number().int().min(0),
  /** Euro a day those listings cost now. */
  overrunPerDay: z.number().min(0),
});
export type FixedPriceState = z.infer<typeof FixedPriceState>;

export const getFixedPriceContract = endpoint({
  method: 'GET',
  path: 'my-products/fixed-price',
  access: 'pro',
  tag: 'products',
  summary:
    "The caller's fixed-price package (if any), the listings online now and the contract overrun they cost per day.",
  response: dataOf(FixedPriceState),
});
