import type { InvoiceRequest } from '@app/contract';
import { endpoints } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ordersKey } from './listing-orders';

/** POST my-properties/:id/invoice: answers the order with its new invoice. */
export const requestInvoice = (listingId: number, body: InvoiceRequest) =>
  call(endpoints.requestInvoice, { params: { id: listingId }, body });

export function useRequestInvoice(userId: number, listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'request-invoice'],
    mutationFn: (body: InvoiceRequest) => requestInvoice(listingId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey(userId) }),
  });
}
