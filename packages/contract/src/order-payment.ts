import { z } from 'zod';
import { dataOf, PathId, RowId } from './common';
import { endpoint } from './endpoint';
import { MSG } from './validation';

// The portal's back office records that an order was paid (decision 062): internal, service token.

export const OrderPaymentBody = z.object({
  /** When the transfer was received; not in the future (the server checks), nor before 2000. */
  paidAt: z.iso
    .datetime({ offset: true })
    .refine((time) => Date.parse(time) >= Date.UTC(2000, 0, 1), { message: MSG.invalid }),
});

export const OrderPayment = z.object({
  id: RowId,
  reference: z.string(),
  paidAt: z.iso.datetime({ offset: true }),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

export const setOrderPayment = endpoint({
  method: 'PUT',
  path: 'internal/orders/:id/payment',
  access: 'service',
  tag: 'back-office',
  summary:
    "The portal's back office records an order's payment (service token): its receipt and invoice then say paid. The same call again changes nothing and answers the same; 404 for an unknown order; 409 for an order already paid at another time.",
  params: z.object({ id: PathId }),
  body: OrderPaymentBody,
  response: dataOf(OrderPayment),
});
