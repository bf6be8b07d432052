import type { Property } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { myProjectsKey } from '../../../lib/query-keys';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the projects screen shows without the schemas, which its calls load (issue 49).
const getMyProjectUnits = lazyEndpoint('getMyProjectUnits');

/** GET my-projects/:id/model/:modelId/subproperties: the listed units of one model. */
export const fetchProjectUnits = (id: number, modelId: number, signal?: AbortSignal) =>
  call(getMyProjectUnits, { params: { id, modelId } }, { signal });

export const projectUnitsQuery = (userId: number, projectId: number, modelId: number) =>
  queryOptions<Property[]>({
    queryKey: [...myProjectsKey(userId), 'units', projectId, modelId] as const,
    queryFn: async ({ signal }) => (await fetchProjectUnits(projectId, modelId, signal)).data,
  });

/** Called by the panel of an opened model: a closed model costs no request. */
export const useProjectUnits = (userId: number, projectId: number, modelId: number) =>
  useQuery(projectUnitsQuery(userId, projectId, modelId));
