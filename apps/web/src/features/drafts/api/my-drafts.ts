import type { ProjectDraft, PropertyDraft } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myDraftsKey } from '../../../lib/query-keys';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the drafts screen shows without the schemas, which its calls load (issue 49).
const listMyPropertyDrafts = lazyEndpoint('listMyPropertyDrafts');
const listMyProjectDrafts = lazyEndpoint('listMyProjectDrafts');

/** Under the drafts root (lib/query-keys) that the ad editor invalidates too. */
export const propertyDraftsKey = (userId: number) => [...myDraftsKey(userId), 'property'] as const;
export const projectDraftsKey = (userId: number) => [...myDraftsKey(userId), 'project'] as const;

/** GET my-drafts/properties: last changed first. */
export const fetchPropertyDrafts = (signal?: AbortSignal) => call(listMyPropertyDrafts, {}, { signal });

/** GET my-drafts/projects: last changed first. */
export const fetchProjectDrafts = (signal?: AbortSignal) => call(listMyProjectDrafts, {}, { signal });

export const propertyDraftsQuery = (userId: number) =>
  queryOptions<PropertyDraft[]>({
    queryKey: propertyDraftsKey(userId),
    queryFn: async ({ signal }) => (await fetchPropertyDrafts(signal)).data,
    // The ad editor saves drafts elsewhere: a revisit shows what is there now.
    staleTime: 0,
  });

export const projectDraftsQuery = (userId: number) =>
  queryOptions<ProjectDraft[]>({
    queryKey: projectDraftsKey(userId),
    queryFn: async ({ signal }) => (await fetchProjectDrafts(signal)).data,
    staleTime: 0,
  });

export const usePropertyDrafts = (userId: number) => useQuery(propertyDraftsQuery(userId));

/** Only for users who may have projects: the server refuses the others. */
export const useProjectDrafts = (userId: number, enabled: boolean) =>
  useQuery({ ...projectDraftsQuery(userId), enabled });
