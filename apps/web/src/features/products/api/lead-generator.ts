import type { Language, LeadGeneratorState, SellerLeadFilterInput } from '@app/contract';
import { endpoints } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl, call } from '../../../lib/http';

/** GET my-products/lead-generator, keyed by user. */
export const useLeadGenerator = (userId: number) =>
  useQuery(
    queryOptions<LeadGeneratorState>({
      queryKey: ['products', 'lead-generator', userId] as const,
      queryFn: async ({ signal }) => (await call(endpoints.getLeadGenerator, {}, { signal })).data,
    }),
  );

/** POST my-products/lead-generator/leads: a page of leads; the previous page stays while the next loads. */
export const useSellerLeads = (userId: number, filter: SellerLeadFilterInput) =>
  useQuery({
    queryKey: ['products', 'lead-generator', userId, 'leads', filter] as const,
    queryFn: ({ signal }) => call(endpoints.listSellerLeads, { body: filter }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET my-products/lead-generator/leads/export for the period. */
export const sellerLeadExportUrl = (filter: { from?: string; to?: string }, lang: Language): string =>
  buildUrl(endpoints.exportSellerLeads, { query: { from: filter.from, to: filter.to } }, lang);
