import type { ProjectAdDraft } from '@app/contract';
import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { adEditorKey } from './property-draft';

export const projectDraftKey = (userId: number, id: number) =>
  [...adEditorKey(userId), 'project', id] as const;

/** GET my-drafts/project/:id: one of the caller's project drafts. */
export const fetchProjectDraft = (id: number, signal?: AbortSignal) =>
  call(endpoints.getProjectDraft, { params: { id } }, { signal });

export const projectDraftQuery = (userId: number, id: number) =>
  queryOptions<ProjectAdDraft>({
    queryKey: projectDraftKey(userId, id),
    queryFn: async ({ signal }) => (await fetchProjectDraft(id, signal)).data,
  });

export const useProjectDraft = (userId: number, id: number | null) =>
  useQuery({ ...projectDraftQuery(userId, id ?? 0), enabled: id !== null });
