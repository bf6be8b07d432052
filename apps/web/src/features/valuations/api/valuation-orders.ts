import type { Language, ValuationOrder, ValuationOrderRequest } from '@app/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { buildUrl, call } from '../../../lib/http';
import { useSubmissionKey } from '../../../lib/idempotency-key';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the orders and the receipt show without the schemas, which their calls load (issue 49).
const listMyValuationOrders = lazyEndpoint('listMyValuationOrders');
const getMyValuationOrder = lazyEndpoint('getMyValuationOrder');
const orderValuation = lazyEndpoint('orderValuation');
const getValuationOrderReceipt = lazyEndpoint('getValuationOrderReceipt');

/** Keyed by user: another user logging in on the same page never sees these. */
const ordersKey = (userId: number) => ['valuations', userId, 'orders'] as const;

/** POST my-valuations/orders: a page of orders; the previous page stays while the next loads. */
export const useValuationOrders = (userId: number, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...ordersKey(userId), 'page', page, pageSize] as const,
    queryFn: ({ signal }) => call(listMyValuationOrders, { body: { page, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET my-valuations/orders/:orderId. */
export const useValuationOrder = (userId: number, orderId: number) =>
  useQuery(
    queryOptions<ValuationOrder>({
      queryKey: [...ordersKey(userId), 'one', orderId] as const,
      queryFn: async ({ signal }) =>
        (await call(getMyValuationOrder, { params: { orderId } }, { signal })).data,
    }),
  );

/** POST my-valuations/order: the orders list shows it first. */
export function useOrderValuation(userId: number) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationKey: ['valuations', 'order'],
    mutationFn: (body: ValuationOrderRequest) =>
      call(orderValuation, { body }, { headers: submission.headersFor(body) }),
    retry: submission.retry,
    retryDelay: submission.retryDelay,
    onSuccess: () => {
      submission.succeeded();
      return queryClient.invalidateQueries({ queryKey: ordersKey(userId) });
    },
  });
}

/** Saves the receipt PDF in the screen's language; resolves with its file name. */
export const downloadValuationReceipt = async (orderId: number, lang: Language): Promise<string> =>
  downloadFile(buildUrl(await getValuationOrderReceipt(), { params: { orderId } }, lang), {
    fallbackName: 'receipt.pdf',
  });
