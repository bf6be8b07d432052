import type { PropertyProductUsage } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { myPropertiesKey } from '../../../lib/query-keys';
import { lazyEndpoint } from '../../../lib/schemas';
import { RENDERED_FRESH_MS } from '../../../lib/prefetch';

const getMyPropertiesProducts = lazyEndpoint('getMyPropertiesProducts');

/** POST my-properties/products: which listings of the page hold a Best Of or Colour slot. */
export const productUsageQuery = (userId: number, ids: number[], caller: Caller = call) =>
  queryOptions({
    queryKey: [...myPropertiesKey(userId), 'products', ids] as const,
    queryFn: ({ signal }) => caller(getMyPropertiesProducts, { body: { ids } }, { signal }),
    staleTime: RENDERED_FRESH_MS,
  });

/** Only professionals hold those products; for others nothing is asked. */
export function useProductUsage(userId: number, ids: number[], enabled: boolean) {
  return useQuery({
    ...productUsageQuery(userId, ids),
    enabled: enabled && ids.length > 0,
    select: (answer): ReadonlyMap<number, PropertyProductUsage> =>
      new Map(answer.data.map((usage) => [usage.listingId, usage])),
  });
}
