import type { ProjectModel } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myProjectsKey } from '../../../lib/query-keys';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the projects screen shows without the schemas, which its calls load (issue 49).
const getMyProjectModels = lazyEndpoint('getMyProjectModels');

/** GET my-projects/:id/models: the models of one project, with their unit counts. */
export const fetchProjectModels = (id: number, signal?: AbortSignal) =>
  call(getMyProjectModels, { params: { id } }, { signal });

export const projectModelsQuery = (userId: number, projectId: number) =>
  queryOptions<ProjectModel[]>({
    queryKey: [...myProjectsKey(userId), 'models', projectId] as const,
    queryFn: async ({ signal }) => (await fetchProjectModels(projectId, signal)).data,
  });

/** Called by the panel of an opened project: a closed project costs no request. */
export const useProjectModels = (userId: number, projectId: number) =>
  useQuery(projectModelsQuery(userId, projectId));
