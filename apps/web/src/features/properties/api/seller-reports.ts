import type { SellerReportLink, SellerReportLinkBody } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

const listSellerReportLinks = lazyEndpoint('listSellerReportLinks');
const createSellerReportLink = lazyEndpoint('createSellerReportLink');
const revokeSellerReportLink = lazyEndpoint('revokeSellerReportLink');

/** The report links of one listing (issue 50), keyed by user: another user never sees them. */
export const sellerReportLinksKey = (userId: number, listingId: number) =>
  ['properties', 'seller-reports', userId, listingId] as const;

/** GET my-properties/:id/seller-reports: the listing's links, the newest first, without tokens. */
export const useSellerReportLinks = (userId: number, listingId: number) =>
  useQuery({
    queryKey: sellerReportLinksKey(userId, listingId),
    queryFn: ({ signal }): Promise<SellerReportLink[]> =>
      call(listSellerReportLinks, { params: { id: listingId } }, { signal }).then((answer) => answer.data),
  });

/** POST my-properties/:id/seller-reports: a new link, its page and PDF addresses shown this once. */
export function useCreateSellerReportLink(userId: number, listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['properties', 'seller-reports', 'create'],
    mutationFn: (body: SellerReportLinkBody) =>
      call(createSellerReportLink, { params: { id: listingId }, body }).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerReportLinksKey(userId, listingId) }),
  });
}

/** POST my-properties/:id/seller-reports/:linkId/revoke: the link answers 410 from now on. */
export function useRevokeSellerReportLink(userId: number, listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['properties', 'seller-reports', 'revoke'],
    mutationFn: (linkId: number) =>
      call(revokeSellerReportLink, { params: { id: listingId, linkId } }).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerReportLinksKey(userId, listingId) }),
  });
}
