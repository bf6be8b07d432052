import type { Order } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the orders show without the schemas, which their calls load (issue 49).
const listMyPropertyOrdersEndpoint = lazyEndpoint('listMyPropertyOrders');

/** GET my-properties/:id/orders: one listing's orders, newest first, with their invoice. */
export const fetchListingOrders = (listingId: number, signal?: AbortSignal) =>
  call(listMyPropertyOrdersEndpoint, { params: { id: listingId } }, { signal });

/** Every orders query of a user: what an order or an invoice request makes stale. */
export const ordersKey = (userId: number) => ['orders', userId] as const;
export const listingOrdersKey = (userId: number, listingId: number) =>
  [...ordersKey(userId), 'listing', listingId] as const;

export const listingOrdersQuery = (userId: number, listingId: number) =>
  queryOptions<Order[]>({
    queryKey: listingOrdersKey(userId, listingId),
    queryFn: async ({ signal }) => (await fetchListingOrders(listingId, signal)).data,
    // Payments are booked on the server: opening the dialog again shows them.
    staleTime: 0,
  });

export const useListingOrders = (userId: number, listingId: number, enabled = true) =>
  useQuery({ ...listingOrdersQuery(userId, listingId), enabled });
