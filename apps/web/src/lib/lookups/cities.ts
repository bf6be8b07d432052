import type { EndpointInput, Language } from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http';

export type CitiesQuery = EndpointInput<typeof endpoints.getCities>['query'];

/** GET profile/cities?q=&page=&pageSize=: Belgian localities, paged. */
export const fetchCities = (query: CitiesQuery, signal?: AbortSignal) =>
  call(endpoints.getCities, { query }, { signal });

export const citiesQuery = (lang: Language, query: CitiesQuery = {}) =>
  queryOptions({
    queryKey: ['lookups', 'cities', lang, query] as const,
    queryFn: ({ signal }) => fetchCities(query, signal),
    staleTime: Infinity,
  });

export const useCities = (lang: Language, query: CitiesQuery = {}, enabled = true) =>
  useQuery({ ...citiesQuery(lang, query), enabled, placeholderData: keepPreviousData });
