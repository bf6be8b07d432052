import { describe, expect, it } from 'vitest';
import { PropertyFilter } from './properties';
import { exportQueryOf, PropertyExportQuery } from './property-documents';

describe("the export's query string", () => {
  it('carries every criterion of the list filter, so the file holds what the list shows', () => {
    const filter = PropertyFilter.parse({
      statusIds: [1, 7],
      transactionTypes: ['rent'],
      propertyTypes: ['house', 'appartment'],
      reference: 'ID-',
      q: 'Gent',
      market: 'behind',
      offline: 'soon',
      sort: 'offlineDate',
      direction: 'asc',
    });
    const query = PropertyExportQuery.parse(exportQueryOf(filter));
    const { page: _page, pageSize: _pageSize, ...criteria } = filter;
    expect(query).toEqual(criteria);
  });

  it('refuses a value the list filter does not know', () => {
    expect(PropertyExportQuery.safeParse({ offline: 'later' }).success).toBe(false);
    expect(PropertyFilter.safeParse({ offline: 'later' }).success).toBe(false);
  });
});
