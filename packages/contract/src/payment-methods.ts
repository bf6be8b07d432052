import { z } from 'zod';
import { dataOf, IdParams } from './common';
import { endpoint } from './endpoint';

export const PaymentMethod = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const deletePaymentMethod = endpoint({
  method: 'DELETE',
  path: 'my-profile/payment-method/:id',
  access: 'active',
  tag: 'profile',
  summary: 'Removes a saved payment method.',
  params: IdParams,
  response: dataOf(z.array(PaymentMethod)),
});
