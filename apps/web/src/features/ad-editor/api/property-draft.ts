import type { PropertyAdDraft } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callVersioned, withVersion } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';

const getPropertyDraftEndpoint = lazyEndpoint('getPropertyDraft');

/** Keyed by user: another user logging in on the same page never sees these. */
export const adEditorKey = (userId: number) => ['ad-editor', userId] as const;
export const propertyDraftKey = (userId: number, id: number) =>
  [...adEditorKey(userId), 'property', id] as const;

/**
 * GET my-drafts/property/:id: one of the caller's property drafts, as the ad editor loads it, with
 * its version (the ETag the editor names in If-Match, decision 055).
 */
export const fetchPropertyDraft = async (id: number, signal?: AbortSignal): Promise<PropertyAdDraft> => {
  const { answer, etag } = await callVersioned(
    getPropertyDraftEndpoint,
    { params: { id } },
    signal ? { signal } : {},
  );
  return withVersion(answer.data, etag);
};

export const propertyDraftQuery = (userId: number, id: number) =>
  queryOptions<PropertyAdDraft>({
    queryKey: propertyDraftKey(userId, id),
    queryFn: ({ signal }) => fetchPropertyDraft(id, signal),
    // Structural sharing would copy a changed answer into a new object, which has no version.
    structuralSharing: false,
  });

/** Asks nothing without an id (a new ad). */
export const usePropertyDraft = (userId: number, id: number | null) =>
  useQuery({ ...propertyDraftQuery(userId, id ?? 0), enabled: id !== null });

/** Reads the draft again, whatever the cache holds (the editor learns what changed elsewhere). */
export const rereadPropertyDraft = (queryClient: QueryClient, userId: number, id: number) =>
  queryClient.fetchQuery({ ...propertyDraftQuery(userId, id), staleTime: 0 });
