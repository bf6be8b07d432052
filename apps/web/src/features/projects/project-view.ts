import type { ProjectFilterInput } from '@app/contract';
import { FILTERABLE_STATUS_IDS, PROJECT_REQUESTED_STATUSES, REQUESTED_STATUS_IDS } from '@app/contract';
import { DEFAULT_VIEW, isFiltered, readView, writeView } from '../../lib/listing-view';

/**
 * The statuses a project can be in and be filtered on: the ones its status change sets (a project
 * is never sold or rented: its units are), without those the filter hides.
 */
export const PROJECT_FILTER_STATUS_IDS: readonly number[] = PROJECT_REQUESTED_STATUSES.map(
  (status) => REQUESTED_STATUS_IDS[status],
).filter((id) => (FILTERABLE_STATUS_IDS as readonly number[]).includes(id));

/** The project list's filters and page as they live in the URL (the same names as My properties). */
export interface ProjectListView {
  statusIds: number[];
  q: string;
  page: number;
}

export const DEFAULT_PROJECT_VIEW: ProjectListView = {
  statusIds: [],
  q: DEFAULT_VIEW.q,
  page: DEFAULT_VIEW.page,
};

/** My properties' reading of the query string, kept to what a project list filters on. */
export function readProjectView(params: URLSearchParams): ProjectListView {
  const { statusIds, q, page } = readView(params);
  return { statusIds: statusIds.filter((id) => PROJECT_FILTER_STATUS_IDS.includes(id)), q, page };
}

export const writeProjectView = (view: ProjectListView): URLSearchParams =>
  writeView({ ...DEFAULT_VIEW, ...view });

/** The body of POST my-projects; the page size stays the contract's default. */
export function projectFilterOf(view: ProjectListView): ProjectFilterInput {
  const q = view.q.trim();
  return { statusIds: view.statusIds, ...(q ? { q } : {}), page: view.page };
}

/** A status or a text narrows the list (the page alone does not): an empty list then says so. */
export const isProjectViewFiltered = (view: ProjectListView): boolean =>
  isFiltered({ ...DEFAULT_VIEW, ...view });
