import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, isFiltered, readView, writeView } from './listing-view';

describe('the list view in the URL', () => {
  it('reads a shared link and writes it back the same', () => {
    const query =
      'status=1&status=6&transaction=rent&type=house&ref=ID-2&q=Gent&market=behind&offline=soon&sort=price&dir=asc&page=3';
    const view = readView(new URLSearchParams(query));
    expect(view).toEqual({
      statusIds: [1, 6],
      transactionTypes: ['rent'],
      propertyTypes: ['house'],
      reference: 'ID-2',
      q: 'Gent',
      market: 'behind',
      offline: 'soon',
      sort: 'price',
      direction: 'asc',
      page: 3,
    });
    expect(writeView(view).toString()).toBe(query);
  });

  it('drops what the server would refuse: hidden statuses, unknown codes, bad pages', () => {
    const view = readView(
      new URLSearchParams(
        'status=3&status=5&status=x&transaction=lease&type=castle&offline=later&sort=vlancode&dir=up&page=0',
      ),
    );
    expect(view).toEqual(DEFAULT_VIEW);
    expect(isFiltered(view)).toBe(false);
    expect(writeView(view).toString()).toBe('');
  });

  it('counts a filter or a sort as something to reset, not a page alone', () => {
    expect(isFiltered({ ...DEFAULT_VIEW, page: 4 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, direction: 'asc' })).toBe(true);
  });
});
