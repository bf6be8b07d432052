import type { MarketComparison } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, type Caller } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';
import { statisticsKey } from './statistics-key';

const getPropertyMarket = lazyEndpoint('getPropertyMarket');

/** The market job measures once a night: an hour's cache asks no more than the figures change. */
const MARKET_FRESH_MS = 60 * 60 * 1000;

/** GET my-properties/:id/market: the listing against its similar listings; null when not measured. */
export const fetchListingMarket = async (
  listingId: number,
  signal?: AbortSignal,
  caller: Caller = call,
): Promise<MarketComparison | null> =>
  (await caller(getPropertyMarket, { params: { id: listingId } }, { signal })).data;

export const listingMarketQuery = (userId: number, listingId: number, caller: Caller = call) =>
  queryOptions({
    queryKey: [...statisticsKey(userId), 'market', listingId] as const,
    queryFn: ({ signal }) => fetchListingMarket(listingId, signal, caller),
    staleTime: MARKET_FRESH_MS,
  });

export const useListingMarket = (userId: number, listingId: number) =>
  useQuery(listingMarketQuery(userId, listingId));
