import type { ValuationDetail, ValuationRequest } from '@app/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the valuations screen the server draws shows without the schemas (issue 49).
const listMyValuations = lazyEndpoint('listMyValuations');
const getMyValuation = lazyEndpoint('getMyValuation');
const requestValuation = lazyEndpoint('requestValuation');

/** Estimates per page of the list. */
const VALUATIONS_PAGE_SIZE = 10;

/** Keyed by user: another user logging in on the same page never sees these. */
const valuationsKey = (userId: number) => ['valuations', userId] as const;

/**
 * POST my-valuations: a page of the user's estimates. Estimates change once a quarter: the default
 * freshness (a minute) also keeps the app from asking again for the page the server just drew.
 */
export const valuationsQuery = (userId: number, page: number, caller: Caller = call) =>
  queryOptions({
    queryKey: [...valuationsKey(userId), 'page', page, VALUATIONS_PAGE_SIZE] as const,
    queryFn: ({ signal }) =>
      caller(listMyValuations, { body: { page, pageSize: VALUATIONS_PAGE_SIZE } }, { signal }),
  });

/** The previous page stays while the next loads. */
export const useValuations = (userId: number, page: number) =>
  useQuery({ ...valuationsQuery(userId, page), placeholderData: keepPreviousData });

/** GET my-valuations/:id. */
export const useValuation = (userId: number, id: number) =>
  useQuery(
    queryOptions<ValuationDetail>({
      queryKey: [...valuationsKey(userId), 'one', id] as const,
      queryFn: async ({ signal }) => (await call(getMyValuation, { params: { id } }, { signal })).data,
    }),
  );

/** POST my-valuations/requests: the list shows the new estimate first. */
export function useRequestValuation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['valuations', 'request'],
    mutationFn: (body: ValuationRequest) => call(requestValuation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: valuationsKey(userId) }),
  });
}
