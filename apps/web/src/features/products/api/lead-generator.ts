import type { Language, LeadGeneratorState, SellerLeadFilterInput } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl, call, type Caller } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the Lead Generator's screen shows without the schemas, which its calls load (issue 49).
const getLeadGenerator = lazyEndpoint('getLeadGenerator');
const listSellerLeads = lazyEndpoint('listSellerLeads');
const exportSellerLeads = lazyEndpoint('exportSellerLeads');

/** GET my-products/lead-generator, keyed by user. */
export const leadGeneratorQuery = (userId: number, caller: Caller = call) =>
  queryOptions<LeadGeneratorState>({
    queryKey: ['products', 'lead-generator', userId] as const,
    queryFn: async ({ signal }) => (await caller(getLeadGenerator, {}, { signal })).data,
  });

export const useLeadGenerator = (userId: number) => useQuery(leadGeneratorQuery(userId));

/** A page of leads; the screen opens on the first, without a period. */
export const SELLER_LEADS_PAGE_SIZE = 20;
export const FIRST_SELLER_LEADS = { page: 1, pageSize: SELLER_LEADS_PAGE_SIZE } as const;

/** POST my-products/lead-generator/leads: a page of leads. */
export const sellerLeadsQuery = (userId: number, filter: SellerLeadFilterInput, caller: Caller = call) =>
  queryOptions({
    queryKey: ['products', 'lead-generator', userId, 'leads', filter] as const,
    queryFn: ({ signal }) => caller(listSellerLeads, { body: filter }, { signal }),
  });

/** The previous page stays while the next loads. */
export const useSellerLeads = (userId: number, filter: SellerLeadFilterInput) =>
  useQuery({ ...sellerLeadsQuery(userId, filter), placeholderData: keepPreviousData });

/** GET my-products/lead-generator/leads/export for the period. */
export const sellerLeadExportUrl = async (
  filter: { from?: string; to?: string },
  lang: Language,
): Promise<string> =>
  buildUrl(await exportSellerLeads(), { query: { from: filter.from, to: filter.to } }, lang);
