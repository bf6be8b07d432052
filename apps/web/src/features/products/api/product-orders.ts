import type { FixedPriceState, Language, Order, SubscriptionOrderRequest } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { buildUrl, call, type Caller } from '../../../lib/http';
import { useSubmissionKey } from '../../../lib/idempotency-key';
import { lazyEndpoint, loadSchemas } from '../../../lib/schemas';

const listMyProductOrders = lazyEndpoint('listMyProductOrders');
const getFixedPriceContract = lazyEndpoint('getFixedPriceContract');
const orderProduct = lazyEndpoint('orderProduct');

/** Keyed by user: another user logging in on the same page never sees these. */
const productOrdersKey = (userId: number) => ['products', 'orders', userId] as const;
const fixedPriceKey = (userId: number) => ['products', 'fixed-price', userId] as const;

/** GET my-products/orders: the product orders, newest first, each with its invoice. */
export const productOrdersQuery = (userId: number, caller: Caller = call) =>
  queryOptions<Order[]>({
    queryKey: productOrdersKey(userId),
    queryFn: async ({ signal }) => (await caller(listMyProductOrders, {}, { signal })).data,
  });

export const useProductOrders = (userId: number) => useQuery(productOrdersQuery(userId));

/** GET my-products/fixed-price: the fixed-price package, the listings online and the overrun. */
export const fixedPriceQuery = (userId: number, caller: Caller = call) =>
  queryOptions<FixedPriceState>({
    queryKey: fixedPriceKey(userId),
    queryFn: async ({ signal }) => (await caller(getFixedPriceContract, {}, { signal })).data,
  });

export const useFixedPrice = (userId: number) => useQuery(fixedPriceQuery(userId));

/** POST my-products/order for a product: the products, the orders and the package change. */
export function useOrderAccountProduct() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationKey: ['products', 'order'],
    mutationFn: (body: SubscriptionOrderRequest) =>
      call(orderProduct, { body }, { headers: submission.headersFor(body) }),
    retry: submission.retry,
    retryDelay: submission.retryDelay,
    onSuccess: () => {
      submission.succeeded();
      // Every product screen reads the states an order changes (summary, wallpaper, lead generator…).
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

/** Saves the invoice PDF of a product order in the screen's language; resolves with its file name. */
export const downloadProductInvoice = async (orderId: number, lang: Language): Promise<string> => {
  const { endpoints } = await loadSchemas();
  return downloadFile(buildUrl(endpoints.getProductOrderInvoice, { params: { orderId } }, lang), {
    fallbackName: 'invoice.pdf',
  });
};
