import type { InvoiceRequest } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallOptions } from '../../../lib/http';
import { call } from '../../../lib/http';
import { useSubmissionKey } from '../../../lib/idempotency-key';
import { ordersKey } from './listing-orders';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the orders show without the schemas, which their calls load (issue 49).
const requestInvoiceEndpoint = lazyEndpoint('requestInvoice');

/** POST my-properties/:id/invoice: answers the order with its new invoice. */
export const requestInvoice = (listingId: number, body: InvoiceRequest, options?: CallOptions) =>
  call(requestInvoiceEndpoint, { params: { id: listingId }, body }, options);

export function useRequestInvoice(userId: number, listingId: number) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationKey: ['orders', 'request-invoice'],
    mutationFn: (body: InvoiceRequest) =>
      requestInvoice(listingId, body, { headers: submission.headersFor({ listingId, body }) }),
    retry: submission.retry,
    retryDelay: submission.retryDelay,
    onSuccess: () => submission.succeeded(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey(userId) }),
  });
}
