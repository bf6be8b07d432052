import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { Project, ProjectFilter, ProjectStatusChangeBody } from './projects';
import { fieldErrors, MSG } from './validation';

describe('projects', () => {
  it('lets a project status be published, not published or option only', () => {
    expect(ProjectStatusChangeBody.parse({ requestedStatus: 'option' })).toEqual({
      requestedStatus: 'option',
    });
    for (const requestedStatus of ['sold', 'rented', 'draft']) {
      expect(ProjectStatusChangeBody.safeParse({ requestedStatus }).success, requestedStatus).toBe(false);
    }
  });

  it('filters projects like listings: filterable statuses, trimmed text, paging', () => {
    expect(ProjectFilter.parse({})).toEqual({ statusIds: [], page: 1, pageSize: PAGE_SIZE_DEFAULT });
    expect(ProjectFilter.parse({ q: ' Leie ' }).q).toBe('Leie');
    const result = ProjectFilter.safeParse({
      statusIds: [3],
      pageSize: PAGE_SIZE_MAX + 1,
      q: 'x'.repeat(101),
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        'statusIds.0': MSG.invalid,
        pageSize: MSG.number,
        q: MSG.tooLong,
      });
    }
  });

  it('describes projects with ISO dates', () => {
    const project = {
      id: 1,
      vlancode: 'ABC1234',
      reference: 'PRJ-LEIE',
      name: 'Residentie Leiezicht',
      status: { id: 1, code: 'published' },
      street: 'Coupure Links',
      number: '210',
      zipcode: '9000',
      city: 'Gent',
      onlineDate: '2026-05-01',
      offlineDate: null,
      createdAt: '2026-04-28T10:00:00.000Z',
      modelCount: 3,
      unitCount: 10,
    };
    expect(Project.parse(project)).toEqual(project);
    expect(Project.safeParse({ ...project, createdAt: '28/04/2026' }).success).toBe(false);
  });
});
