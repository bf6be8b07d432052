import type { ValuationDetail, ValuationRequest } from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Keyed by user: another user logging in on the same page never sees these. */
const valuationsKey = (userId: number) => ['valuations', userId] as const;

/** POST my-valuations: a page of the user's estimates; the previous page stays while the next loads. */
export const useValuations = (userId: number, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...valuationsKey(userId), 'page', page, pageSize] as const,
    queryFn: ({ signal }) => call(endpoints.listMyValuations, { body: { page, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET my-valuations/:id. */
export const useValuation = (userId: number, id: number) =>
  useQuery(
    queryOptions<ValuationDetail>({
      queryKey: [...valuationsKey(userId), 'one', id] as const,
      queryFn: async ({ signal }) =>
        (await call(endpoints.getMyValuation, { params: { id } }, { signal })).data,
    }),
  );

/** POST my-valuations/requests: the list shows the new estimate first. */
export function useRequestValuation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['valuations', 'request'],
    mutationFn: (body: ValuationRequest) => call(endpoints.requestValuation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: valuationsKey(userId) }),
  });
}
