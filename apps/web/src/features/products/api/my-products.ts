import type { UserProduct } from '@app/contract';
import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET my-products: professional users only (spec section 6). */
export const fetchMyProducts = (signal?: AbortSignal) => call(endpoints.getMyProducts, {}, { signal });

/** Keyed by user: another user logging in on the same page never sees these. */
export const myProductsQuery = (userId: number) =>
  queryOptions<UserProduct[]>({
    queryKey: ['products', 'mine', userId] as const,
    queryFn: async ({ signal }) => (await fetchMyProducts(signal)).data,
  });

export const useMyProducts = (userId: number, enabled: boolean) =>
  useQuery({ ...myProductsQuery(userId), enabled });
