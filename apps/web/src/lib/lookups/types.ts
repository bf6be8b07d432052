import type { Language, Types } from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http';

/** GET types: property, transaction and status types, named in the request language. */
export const fetchTypes = (signal?: AbortSignal) => call(endpoints.getTypes, {}, { signal });

export const typesQuery = (lang: Language) =>
  queryOptions<Types>({
    queryKey: ['lookups', 'types', lang] as const,
    queryFn: async ({ signal }) => (await fetchTypes(signal)).data,
    staleTime: Infinity,
  });

export const useTypes = (lang: Language, enabled = true) =>
  useQuery({ ...typesQuery(lang), enabled, placeholderData: keepPreviousData });
