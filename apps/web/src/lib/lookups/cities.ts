import type { EndpointInput, endpoints, Language } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../http';
import { lazyEndpoint } from '../schemas';

const getCities = lazyEndpoint('getCities');

export type CitiesQuery = EndpointInput<typeof endpoints.getCities>['query'];

/** GET profile/cities?q=&page=&pageSize=: Belgian localities, paged. */
export const fetchCities = (query: CitiesQuery, signal?: AbortSignal, caller: Caller = call) =>
  caller(getCities, { query }, { signal });

export const citiesQuery = (lang: Language, query: CitiesQuery = {}, caller: Caller = call) =>
  queryOptions({
    queryKey: ['lookups', 'cities', lang, query] as const,
    queryFn: ({ signal }) => fetchCities(query, signal, caller),
    staleTime: Infinity,
  });

export const useCities = (lang: Language, query: CitiesQuery = {}, enabled = true) =>
  useQuery({ ...citiesQuery(lang, query), enabled, placeholderData: keepPreviousData });
