import type { PropertyProductUsage } from '@app/contract';
import { endpoints } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myPropertiesKey } from '../../../lib/query-keys';

/**
 * POST my-properties/products: which listings of the page hold a Best Of or Colour slot. Only
 * professionals hold those products; for others nothing is asked.
 */
export function useProductUsage(userId: number, ids: number[], enabled: boolean) {
  return useQuery({
    queryKey: [...myPropertiesKey(userId), 'products', ids] as const,
    queryFn: ({ signal }) => call(endpoints.getMyPropertiesProducts, { body: { ids } }, { signal }),
    enabled: enabled && ids.length > 0,
    select: (answer): ReadonlyMap<number, PropertyProductUsage> =>
      new Map(answer.data.map((usage) => [usage.listingId, usage])),
  });
}
