import type { PropertyAdDraft } from '@app/contract';
import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Keyed by user: another user logging in on the same page never sees these. */
export const adEditorKey = (userId: number) => ['ad-editor', userId] as const;
export const propertyDraftKey = (userId: number, id: number) =>
  [...adEditorKey(userId), 'property', id] as const;

/** GET my-drafts/property/:id: one of the caller's property drafts, as the ad editor loads it. */
export const fetchPropertyDraft = (id: number, signal?: AbortSignal) =>
  call(endpoints.getPropertyDraft, { params: { id } }, { signal });

export const propertyDraftQuery = (userId: number, id: number) =>
  queryOptions<PropertyAdDraft>({
    queryKey: propertyDraftKey(userId, id),
    queryFn: async ({ signal }) => (await fetchPropertyDraft(id, signal)).data,
  });

/** Asks nothing without an id (a new ad). */
export const usePropertyDraft = (userId: number, id: number | null) =>
  useQuery({ ...propertyDraftQuery(userId, id ?? 0), enabled: id !== null });
