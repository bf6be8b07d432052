import type { Language, Types } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../http';
import { lazyEndpoint } from '../schemas';

const getTypes = lazyEndpoint('getTypes');

/** GET types: property, transaction and status types, named in the request language. */
export const fetchTypes = (signal?: AbortSignal, caller: Caller = call) => caller(getTypes, {}, { signal });

export const typesQuery = (lang: Language, caller: Caller = call) =>
  queryOptions<Types>({
    queryKey: ['lookups', 'types', lang] as const,
    queryFn: async ({ signal }) => (await fetchTypes(signal, caller)).data,
    staleTime: Infinity,
  });

export const useTypes = (lang: Language, enabled = true) =>
  useQuery({ ...typesQuery(lang), enabled, placeholderData: keepPreviousData });
