import type {
  Language,
  PostcodeAvailability,
  Territory,
  TerritoryContactFilterInput,
  TerritoryOrderRequest,
  TerritoryProduct,
} from '@app/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, call, type Caller } from '../../../lib/http';
import { useSubmissionKey } from '../../../lib/idempotency-key';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the territories' and their contacts' screens show without the schemas, which their calls
// load (issue 49).
const getProFirstCities = lazyEndpoint('getProFirstCities');
const listValuationZones = lazyEndpoint('listValuationZones');
const searchProFirstCities = lazyEndpoint('searchProFirstCities');
const orderProduct = lazyEndpoint('orderProduct');
const listValuationContacts = lazyEndpoint('listValuationContacts');
const listProFirstContacts = lazyEndpoint('listProFirstContacts');
const exportProFirstContacts = lazyEndpoint('exportProFirstContacts');
const exportValuationContacts = lazyEndpoint('exportValuationContacts');

/** Keyed by user: another user logging in on the same page never sees these. */
const territoriesKey = (userId: number, product: TerritoryProduct) =>
  ['products', 'territories', userId, product] as const;

/** GET my-products/profirst/users or POST my-products/valuation/zones: the postcodes held. */
export const territoriesQuery = (userId: number, product: TerritoryProduct, caller: Caller = call) =>
  queryOptions<Territory[]>({
    queryKey: territoriesKey(userId, product),
    queryFn: async ({ signal }) =>
      (await caller(product === 'proFirst' ? getProFirstCities : listValuationZones, {}, { signal })).data,
  });

export const useTerritories = (userId: number, product: TerritoryProduct) =>
  useQuery(territoriesQuery(userId, product));

/** GET my-products/profirst/cities/:zip: postcodes by number or locality name, with who holds them. */
export const usePostcodeSearch = (userId: number, term: string) =>
  useQuery(
    queryOptions<PostcodeAvailability[]>({
      queryKey: ['products', 'postcodes', userId, term] as const,
      queryFn: async ({ signal }) =>
        (await call(searchProFirstCities, { params: { zip: term } }, { signal })).data,
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
      call(orderProduct, { body }, { headers: submission.headersFor(body) }),
    retry: submission.retry,
    retryDelay: submission.retryDelay,
    onSuccess: () => {
      submission.succeeded();
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

/** A page of a product's contacts; the screen opens on the first, without a period. */
export const TERRITORY_CONTACTS_PAGE_SIZE = 20;
export const FIRST_CONTACTS = { page: 1, pageSize: TERRITORY_CONTACTS_PAGE_SIZE } as const;

/** POST my-products/valuation/contacts: a page of contacts. */
export const valuationContactsQuery = (
  userId: number,
  filter: TerritoryContactFilterInput,
  caller: Caller = call,
) =>
  queryOptions({
    queryKey: ['products', 'valuation-contacts', userId, filter] as const,
    queryFn: ({ signal }) => caller(listValuationContacts, { body: filter }, { signal }),
  });

/** POST my-products/profirst/contacts: a page of contacts. */
export const proFirstContactsQuery = (
  userId: number,
  filter: TerritoryContactFilterInput,
  caller: Caller = call,
) =>
  queryOptions({
    queryKey: ['products', 'profirst-contacts', userId, filter] as const,
    queryFn: ({ signal }) => caller(listProFirstContacts, { body: filter }, { signal }),
  });

export const useValuationContacts = (userId: number, filter: TerritoryContactFilterInput) =>
  useQuery({ ...valuationContactsQuery(userId, filter), placeholderData: keepPreviousData });

export const useProFirstContacts = (userId: number, filter: TerritoryContactFilterInput) =>
  useQuery({ ...proFirstContactsQuery(userId, filter), placeholderData: keepPreviousData });

/** The Excel export of a product's contacts for the period. */
export const territoryExportUrl = async (
  product: TerritoryProduct,
  period: { from?: string; to?: string },
  lang: Language,
): Promise<string> =>
  buildUrl(
    await (product === 'proFirst' ? exportProFirstContacts : exportValuationContacts)(),
    { query: { from: period.from, to: period.to } },
    lang,
  );
