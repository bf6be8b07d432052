import type { UserProduct } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const getMyProducts = lazyEndpoint('getMyProducts');

/** GET my-products: professional users only (spec section 6). */
export const fetchMyProducts = (signal?: AbortSignal, caller: Caller = call) =>
  caller(getMyProducts, {}, { signal });

/** Keyed by user: another user logging in on the same page never sees these. */
export const myProductsQuery = (userId: number, caller: Caller = call) =>
  queryOptions<UserProduct[]>({
    queryKey: ['products', 'mine', userId] as const,
    queryFn: async ({ signal }) => (await fetchMyProducts(signal, caller)).data,
  });

export const useMyProducts = (userId: number, enabled: boolean) =>
  useQuery({ ...myProductsQuery(userId), enabled });
