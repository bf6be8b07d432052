import { z } from 'zod';
import { dataOf, IdParams, PathId, RowId } from './common';
import { LISTING_ORDER_TYPES, ORDER_TYPES } from './constants';
import { endpoint } from './endpoint';
import { ORDER_PACKAGES } from './prices';
import { orderPackagePrice } from './product-codes';
import { InvoiceAddresseeFields, dropVatWhenNone, vatRule } from './invoice-addressee';
import { SubscriptionOrderRequest } from './product-orders';
import { TerritoryOrderRequest } from './territories';
import { MSG, omittable } from './validation';

/** Issue 4: orders per listing, receipts, invoices, and ordering (spec 4 "Order types", product.md). */

/** A listing order is for one listing or project; a product order is for a product of the account. */
export const OrderType = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof OrderType>;
export const ListingOrderType = z.enum(LISTING_ORDER_TYPES);
export type ListingOrderType = z.infer<typeof ListingOrderType>;

type PackageCode = { [T in OrderType]: keyof (typeof ORDER_PACKAGES)[T] & string }[OrderType];
export const ORDER_PACKAGE_CODES = ORDER_TYPES.flatMap((type) => Object.keys(ORDER_PACKAGES[type])) as [
  PackageCode,
  ...PackageCode[],
];
export const OrderPackageCode = z.enum(ORDER_PACKAGE_CODES);
export type OrderPackageCode = z.infer<typeof OrderPackageCode>;

export const InvoiceSummary = z.object({
  id: z.number().int(),
  /** YYYY/NNNNNN, consecutive per year (Belgian invoicing). */
  number: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const Order = z.object({
  id: z.number().int(),
  type: OrderType,
  /** A package code of ORDER_PACKAGES; older orders may carry a package no longer sold. */
  package: z.string(),
  /** Euro, VAT included. */
  amount: z.number().min(0),
  reference: z.string(),
  /** +++123/4567/89012+++ (mod-97 check digits): what the transfer must mention. */
  structuredCommunication: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Null while unpaid. */
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  listingId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  remarks: z.string().nullable(),
  invoice: InvoiceSummary.nullable(),
});
export type Order = z.infer<typeof Order>;

export const OrderParams = z.object({
  id: PathId,
  orderId: PathId,
});

export const listMyPropertyOrders = endpoint({
  method: 'GET',
  path: 'my-properties/:id/orders',
  access: 'active',
  tag: 'properties',
  summary: "The orders of one of the caller's listings, newest first, with their invoice when requested.",
  params: IdParams,
  response: dataOf(z.array(Order)),
});

/** Binary: application/pdf. */
export const getOrderReceipt = endpoint({
  method: 'GET',
  path: 'my-properties/:id/orders/:orderId/receipt',
  access: 'active',
  tag: 'properties',
  summary: "The receipt of one order of one of the caller's listings, as a PDF.",
  params: OrderParams,
  response: z.unknown(),
});

/** Binary: application/pdf. 404 until the invoice was requested. */
export const getOrderInvoice = endpoint({
  method: 'GET',
  path: 'my-properties/:id/orders/:orderId/invoice',
  access: 'active',
  tag: 'properties',
  summary: "The invoice of one order of one of the caller's listings, as a PDF; 404 until requested.",
  params: OrderParams,
  response: z.unknown(),
});

export const INVOICE_REMARKS_MAX = 1000;

/** POST my-properties/{id}/invoice: the invoice of one order, made out to the addressee. */
export const InvoiceRequest = InvoiceAddresseeFields.extend({ orderId: RowId })
  .superRefine(vatRule)
  .transform(dropVatWhenNone);
export type InvoiceRequest = z.output<typeof InvoiceRequest>;
export type InvoiceRequestInput = z.input<typeof InvoiceRequest>;

export const requestInvoice = endpoint({
  method: 'POST',
  path: 'my-properties/:id/invoice',
  access: 'active',
  tag: 'properties',
  summary:
    "Requests the invoice of one order of one of the caller's listings; 409 when it was already requested.",
  params: IdParams,
  body: InvoiceRequest,
  response: dataOf(Order),
  idempotent: true,
});

export const ORDER_REMARKS_MAX = 1000;

/**
 * A listing order: publication takes a draft (listingId) or a project draft (projectId) online;
 * prolongation and upsell take one of the caller's listings. Exactly one of listingId and projectId.
 */
export const ListingOrderRequest = z
  .object({
    type: ListingOrderType,
    package: OrderPackageCode,
    listingId: RowId.optional(),
    projectId: RowId.optional(),
    remarks: omittable(z.string().trim().max(ORDER_REMARKS_MAX)),
    termsAccepted: z.boolean().refine((accepted) => accepted, MSG.mustAccept),
  })
  .superRefine((value, context) => {
    if (orderPackagePrice(value.type, value.package) === undefined) {
      context.addIssue({ code: 'custom', path: ['package'], message: MSG.invalid });
    }
    if ((value.listingId === undefined) === (value.projectId === undefined)) {
      context.addIssue({ code: 'custom', path: ['listingId'], message: MSG.required });
    }
    if (value.projectId !== undefined && value.type !== 'publication') {
      context.addIssue({ code: 'custom', path: ['projectId'], message: MSG.invalid });
    }
  });
export type ListingOrderRequest = z.output<typeof ListingOrderRequest>;
export type ListingOrderRequestInput = z.input<typeof ListingOrderRequest>;

/**
 * POST my-products/order: a "Product order request" (remarks and terms acceptance, spec section 3),
 * either for a listing or, for professionals, for a product of the account (product-orders.ts).
 */
export const ProductOrderRequest = z.discriminatedUnion('type', [
  ListingOrderRequest,
  SubscriptionOrderRequest,
  TerritoryOrderRequest,
]);
export type ProductOrderRequest = z.output<typeof ProductOrderRequest>;
export type ProductOrderRequestInput = z.input<typeof ProductOrderRequest>;

export const orderProduct = endpoint({
  method: 'POST',
  path: 'my-products/order',
  access: 'active',
  tag: 'products',
  summary:
    "Orders a publication, prolongation or upsell for one of the caller's drafts or listings, or (professionals) a product with its invoice; the terms must be accepted.",
  body: ProductOrderRequest,
  response: dataOf(Order),
  idempotent: true,
});

export const listMyProductOrders = endpoint({
  method: 'GET',
  path: 'my-products/orders',
  access: 'pro',
  tag: 'products',
  summary: "The caller's product orders (not a listing's), newest first, each with its invoice.",
  response: dataOf(z.array(Order)),
});

export const ProductOrderParams = z.object({ orderId: PathId });

/** Binary: application/pdf. */
export const getProductOrderInvoice = endpoint({
  method: 'GET',
  path: 'my-products/orders/:orderId/invoice',
  access: 'pro',
  tag: 'products',
  summary: "The invoice of one of the caller's product orders, as a PDF.",
  params: ProductOrderParams,
  response: z.unknown(),
});
