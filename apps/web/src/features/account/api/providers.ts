import type { Provider } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const getProvidersEndpoint = lazyEndpoint('getProviders');

/** GET auth/providers: public; which login providers this server has configured. */
export const fetchProviders = (signal?: AbortSignal) => call(getProvidersEndpoint, {}, { signal });

export interface ProviderAvailability {
  provider: Provider;
  available: boolean;
}

export const providersQuery = () =>
  queryOptions<ProviderAvailability[]>({
    queryKey: ['account', 'providers'] as const,
    queryFn: async ({ signal }) => (await fetchProviders(signal)).data,
    staleTime: Infinity,
  });

export const useProviders = (enabled = true) => useQuery({ ...providersQuery(), enabled });
