import type { ProductOrderRequest } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallOptions } from '../../../lib/http';
import { call } from '../../../lib/http';
import { useSubmissionKey } from '../../../lib/idempotency-key';
import { myPropertiesKey } from '../../../lib/query-keys';
import { ordersKey } from './listing-orders';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the orders show without the schemas, which their calls load (issue 49).
const orderProductEndpoint = lazyEndpoint('orderProduct');

/** POST my-products/order: publication, prolongation or upsell; answers the (unpaid) order. */
export const orderProduct = (body: ProductOrderRequest, options?: CallOptions) =>
  call(orderProductEndpoint, { body }, options);

/** Lets a screen follow a publication placed by the publish panel (`useMutationState`). */
export const ORDER_PRODUCT_MUTATION_KEY = ['orders', 'order-product'] as const;

export function useOrderProduct(userId: number) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationKey: ORDER_PRODUCT_MUTATION_KEY,
    mutationFn: (body: ProductOrderRequest) => orderProduct(body, { headers: submission.headersFor(body) }),
    retry: submission.retry,
    retryDelay: submission.retryDelay,
    onSuccess: () => {
      submission.succeeded();
      // Status and offline dates changed: the list and the listing's orders are stale.
      void queryClient.invalidateQueries({ queryKey: myPropertiesKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ordersKey(userId) });
    },
  });
}
