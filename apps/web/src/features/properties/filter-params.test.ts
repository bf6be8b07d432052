import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW } from '../../lib/listing-view';
import { filterOf } from './filter-params';

describe('the list view in the URL', () => {
  it('sends trimmed texts only when they say something, with the page and without a page size', () => {
    expect(filterOf({ ...DEFAULT_VIEW, reference: '  ', q: ' Gent ', page: 2 })).toEqual({
      statusIds: [],
      transactionTypes: [],
      propertyTypes: [],
      q: 'Gent',
      sort: 'createdAt',
      direction: 'desc',
      page: 2,
    });
  });
});
