import { z } from 'zod';
import { dataOf, pagedOf, PagingQuery, PathId, RowId } from './common';
import { endpoint } from './endpoint';
import { ORDER_PACKAGES } from './prices';
import { MSG, omittable } from './validation';

/** Issue 12, decision 026: the valuation packages a private user orders (routes `valuation-orders`). */

export type ValuationPackageCode = keyof typeof ORDER_PACKAGES.valuation & string;
const VALUATION_PACKAGE_CODES = Object.keys(ORDER_PACKAGES.valuation) as [
  ValuationPackageCode,
  ...ValuationPackageCode[],
];
export const ValuationPackageCode = z.enum(VALUATION_PACKAGE_CODES);

/** How long a package runs: a number of years or of days (spec section 3, "Valuation order"). */
export const ValuationDuration = z.object({
  unit: z.enum(['years', 'days']),
  count: z.number().int().positive(),
});
export type ValuationDuration = z.infer<typeof ValuationDuration>;

/** The duration of a package; null for a code no longer sold. */
export function valuationDurationOf(code: string): ValuationDuration | null {
  const packages: Record<string, { years?: number; days?: number }> = ORDER_PACKAGES.valuation;
  const item = Object.hasOwn(packages, code) ? packages[code] : undefined;
  if (item?.years !== undefined) return { unit: 'years', count: item.years };
  if (item?.days !== undefined) return { unit: 'days', count: item.days };
  return null;
}

export const ValuationOrderRequest = z.object({
  valuationId: RowId,
  package: ValuationPackageCode,
  remarks: omittable(z.string().trim().max(1000)),
  termsAccepted: z.boolean().refine((accepted) => accepted, MSG.mustAccept),
});
export type ValuationOrderRequest = z.output<typeof ValuationOrderRequest>;
export type ValuationOrderRequestInput = z.input<typeof ValuationOrderRequest>;

export const ValuationOrder = z.object({
  id: z.number().int(),
  /** A code of ORDER_PACKAGES.valuation; an older order may carry one no longer sold. */
  package: z.string(),
  /** Euro, VAT included. */
  amount: z.number().min(0),
  duration: ValuationDuration.nullable(),
  reference: z.string(),
  structuredCommunication: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last day the package runs (Europe/Brussels). */
  endsOn: z.iso.date().nullable(),
  remarks: z.string().nullable(),
  /** The valuation it is for; null once that is gone. */
  valuation: z.object({ id: z.number().int(), address: z.string() }).nullable(),
});
export type ValuationOrder = z.infer<typeof ValuationOrder>;

export const listMyValuationOrders = endpoint({
  method: 'POST',
  path: 'my-valuations/orders',
  access: 'active',
  tag: 'valuations',
  summary: "The caller's valuation orders, newest first, paged.",
  body: PagingQuery,
  response: pagedOf(ValuationOrder),
});

export const orderValuation = endpoint({
  method: 'POST',
  path: 'my-valuations/order',
  access: 'active',
  tag: 'valuations',
  summary:
    "Orders a valuation package for one of the caller's valuations, paid by transfer; the terms must be accepted.",
  body: ValuationOrderRequest,
  response: dataOf(ValuationOrder),
  idempotent: true,
});

export const ValuationOrderParams = z.object({ orderId: PathId });

export const getMyValuationOrder = endpoint({
  method: 'GET',
  path: 'my-valuations/orders/:orderId',
  access: 'active',
  tag: 'valuations',
  summary: "One of the caller's valuation orders (its receipt).",
  params: ValuationOrderParams,
  response: dataOf(ValuationOrder),
});

/** Binary: application/pdf. */
export const getValuationOrderReceipt = endpoint({
  method: 'GET',
  path: 'my-valuations/orders/:orderId/receipt',
  access: 'active',
  tag: 'valuations',
  summary: "The receipt of one of the caller's valuation orders, as a PDF.",
  params: ValuationOrderParams,
  response: z.unknown(),
});
