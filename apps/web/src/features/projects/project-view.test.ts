import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_VIEW,
  isProjectViewFiltered,
  PROJECT_FILTER_STATUS_IDS,
  projectFilterOf,
  readProjectView,
  writeProjectView,
} from './project-view';

describe('the project list view in the URL', () => {
  it('filters on the statuses a project can have: published, not published and option', () => {
    expect(PROJECT_FILTER_STATUS_IDS).toEqual([1, 2, 7]);
  });

  it('reads a shared link and writes it back the same', () => {
    const query = 'status=1&status=7&q=Leie&page=3';
    const view = readProjectView(new URLSearchParams(query));
    expect(view).toEqual({ statusIds: [1, 7], q: 'Leie', page: 3 });
    expect(writeProjectView(view).toString()).toBe(query);
  });

  it("drops what a project list does not know: hidden and sold statuses, My properties' filters", () => {
    const view = readProjectView(new URLSearchParams('status=3&status=6&type=house&sort=price&page=0'));
    expect(view).toEqual(DEFAULT_PROJECT_VIEW);
    expect(writeProjectView(view).toString()).toBe('');
  });

  it('sends a trimmed text only when it says something', () => {
    expect(projectFilterOf({ statusIds: [2], q: '  ', page: 2 })).toEqual({ statusIds: [2], page: 2 });
    expect(projectFilterOf({ statusIds: [], q: ' Gent ', page: 1 })).toEqual({
      statusIds: [],
      q: 'Gent',
      page: 1,
    });
  });

  it('counts a status or a text as filtered, not a page alone', () => {
    expect(isProjectViewFiltered({ ...DEFAULT_PROJECT_VIEW, page: 4 })).toBe(false);
    expect(isProjectViewFiltered({ ...DEFAULT_PROJECT_VIEW, statusIds: [2] })).toBe(true);
    expect(isProjectViewFiltered({ ...DEFAULT_PROJECT_VIEW, q: 'x' })).toBe(true);
  });
});
