import type {
  Language,
  PostcodeAvailability,
  Territory,
  TerritoryContactFilterInput,
  TerritoryOrderRequest,
  TerritoryProduct,
} from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, call } from '../../../lib/http';
import { useSubmissionKey } from '../../../lib/idempotency-key';

/** Keyed by user: another user logging in on the same page never sees these. */
const territoriesKey = (userId: number, product: TerritoryProduct) =>
  ['products', 'territories', userId, product] as const;

/** GET my-products/profirst/users or POST my-products/valuation/zones: the postcodes held. */
export const useTerritories = (userId: number, product: TerritoryProduct) =>
  useQuery(
    queryOptions<Territory[]>({
      queryKey: territoriesKey(userId, product),
      queryFn: async ({ signal }) =>
        product === 'proFirst'
          ? (await call(endpoints.getProFirstCities, {}, { signal })).data
          : (await call(endpoints.listValuationZones, {}, { signal })).data,
    }),
  );

/** GET my-products/profirst/cities/:zip: postcodes by number or locality name, with who holds them. */
export const usePostcodeSearch = (userId: number, term: string) =>
  useQuery(
    queryOptions<PostcodeAvailability[]>({
      queryKey: ['products', 'postcodes', userId, term] as const,
      queryFn: async ({ signal }) =>
        (await call(endpoints.searchProFirstCities, { params: { zip: term } }, { signal })).data,
      enabled: term.trim().length >= 2,
      placeholderData: keepPreviousData,
    }),
  );

/** POST my-products/order for a postcode: the postcodes and every product screen read it. */
export function useOrderTerritory() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationKey: ['products', 'order', 'territory'],
    mutationFn: (body: TerritoryOrderRequest) =>
      call(endpoints.orderProduct, { body }, { headers: submission.headersFor(body) }),
    retry: submission.retry,
    retryDelay: submission.retryDelay,
    onSuccess: () => {
      submission.succeeded();
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

/** POST my-products/valuation/contacts or my-products/profirst/contacts: a page of contacts. */
export const useValuationContacts = (userId: number, filter: TerritoryContactFilterInput) =>
  useQuery({
    queryKey: ['products', 'valuation-contacts', userId, filter] as const,
    queryFn: ({ signal }) => call(endpoints.listValuationContacts, { body: filter }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useProFirstContacts = (userId: number, filter: TerritoryContactFilterInput) =>
  useQuery({
    queryKey: ['products', 'profirst-contacts', userId, filter] as const,
    queryFn: ({ signal }) => call(endpoints.listProFirstContacts, { body: filter }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The Excel export of a product's contacts for the period. */
export const territoryExportUrl = (
  product: TerritoryProduct,
  period: { from?: string; to?: string },
  lang: Language,
): string =>
  buildUrl(
    product === 'proFirst' ? endpoints.exportProFirstContacts : endpoints.exportValuationContacts,
    { query: { from: period.from, to: period.to } },
    lang,
  );
