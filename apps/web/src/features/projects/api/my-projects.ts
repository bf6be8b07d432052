import type { Paging, Project, ProjectFilterInput } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myProjectsKey } from '../../../lib/query-keys';
import { call } from '../../../lib/http';
import { lazyEndpoint } from '../../../lib/schemas';

// Lazy: the projects screen shows without the schemas, which its calls load (issue 49).
const listMyProjects = lazyEndpoint('listMyProjects');

/** POST my-projects: the caller's projects, filtered and paged. */
export const fetchMyProjects = (filter: ProjectFilterInput, signal?: AbortSignal) =>
  call(listMyProjects, { body: filter }, { signal });

export interface ProjectPage {
  data: Project[];
  paging: Paging;
}

/** Every page and filter of the list, without the models and units. */
export const myProjectListsKey = (userId: number) => [...myProjectsKey(userId), 'list'] as const;

export const myProjectsQuery = (userId: number, filter: ProjectFilterInput) =>
  queryOptions<ProjectPage>({
    queryKey: [...myProjectListsKey(userId), filter] as const,
    queryFn: ({ signal }) => fetchMyProjects(filter, signal),
    // Statuses and unit counts change on the server; a revisit shows fresh numbers.
    staleTime: 0,
  });

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const useMyProjects = (userId: number, filter: ProjectFilterInput) =>
  useQuery({ ...myProjectsQuery(userId, filter), placeholderData: keepPreviousData });
