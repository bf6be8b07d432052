import type { ProjectAdDraft } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callVersioned, withVersion } from '../../../lib/versioned';
import { lazyEndpoint } from '../../../lib/schemas';
import { adEditorKey } from './property-draft';

const getProjectDraftEndpoint = lazyEndpoint('getProjectDraft');

export const projectDraftKey = (userId: number, id: number) =>
  [...adEditorKey(userId), 'project', id] as const;

/** GET my-drafts/project/:id: one of the caller's project drafts, with its version (decision 055). */
export const fetchProjectDraft = async (id: number, signal?: AbortSignal): Promise<ProjectAdDraft> => {
  const { answer, etag } = await callVersioned(
    getProjectDraftEndpoint,
    { params: { id } },
    signal ? { signal } : {},
  );
  return withVersion(answer.data, etag);
};

export const projectDraftQuery = (userId: number, id: number) =>
  queryOptions<ProjectAdDraft>({
    queryKey: projectDraftKey(userId, id),
    queryFn: ({ signal }) => fetchProjectDraft(id, signal),
    // Structural sharing would copy a changed answer into a new object, which has no version.
    structuralSharing: false,
  });

export const useProjectDraft = (userId: number, id: number | null) =>
  useQuery({ ...projectDraftQuery(userId, id ?? 0), enabled: id !== null });

/** Reads the draft again, whatever the cache holds (the editor learns what changed elsewhere). */
export const rereadProjectDraft = (queryClient: QueryClient, userId: number, id: number) =>
  queryClient.fetchQuery({ ...projectDraftQuery(userId, id), staleTime: 0 });
