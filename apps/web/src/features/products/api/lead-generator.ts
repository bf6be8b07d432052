import type { Language, LeadGeneratorState, SellerLeadFilterInput } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl, call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the Lead Generator's screen shows without the schemas, which its calls load (issue 49).
const getLeadGenerator = lazyEndpoint('getLeadGenerator');
const listSellerLeads = lazyEndpoint('listSellerLeads');
const exportSellerLeads = lazyEndpoint('exportSellerLeads');

/** GET my-products/lead-generator, keyed by user. */
export const useLeadGenerator = (userId: number) =>
  useQuery(
    queryOptions<LeadGeneratorState>({
      queryKey: ['products', 'lead-generator', userId] as const,
      queryFn: async ({ signal }) => (await call(getLeadGenerator, {}, { signal })).data,
    }),
  );

/** POST my-products/lead-generator/leads: a page of leads; the previous page stays while the next loads. */
export const useSellerLeads = (userId: number, filter: SellerLeadFilterInput) =>
  useQuery({
    queryKey: ['products', 'lead-generator', userId, 'leads', filter] as const,
    queryFn: ({ signal }) => call(listSellerLeads, { body: filter }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET my-products/lead-generator/leads/export for the period. */
export const sellerLeadExportUrl = async (
  filter: { from?: string; to?: string },
  lang: Language,
): Promise<string> =>
  buildUrl(await exportSellerLeads(), { query: { from: filter.from, to: filter.to } }, lang);
