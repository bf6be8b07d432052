import { PropertyExportQuery } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW } from '../../../lib/listing-view';
import { filterOf } from '../filter-params';
import { documentUrl, exportUrl } from './document-urls';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('the export URL', () => {
  it('carries the list filter (comma-separated arrays) without the page, in the language of the moment', async () => {
    const filter = filterOf({
      ...DEFAULT_VIEW,
      statusIds: [1, 6],
      transactionTypes: ['rent', 'sale'],
      propertyTypes: ['house'],
      reference: ' ID-2 ',
      q: 'Gent',
      sort: 'price',
      direction: 'asc',
      page: 3,
    });
    const url = await exportUrl(filter, 'fr');
    expect(url.startsWith('/fr/api/core/my-properties/export?')).toBe(true);
    expect(queryOf(url)).toEqual({
      statusIds: '1,6',
      transactionTypes: 'rent,sale',
      propertyTypes: 'house',
      reference: 'ID-2',
      q: 'Gent',
      sort: 'price',
      direction: 'asc',
    });
    // What the server reads back is the list's filter again.
    expect(PropertyExportQuery.parse(queryOf(url))).toEqual({
      statusIds: [1, 6],
      transactionTypes: ['rent', 'sale'],
      propertyTypes: ['house'],
      reference: 'ID-2',
      q: 'Gent',
      sort: 'price',
      direction: 'asc',
    });
  });

  it('is the plain export for the plain list', async () => {
    await expect(exportUrl(filterOf(DEFAULT_VIEW), 'nl')).resolves.toBe(
      '/nl/api/core/my-properties/export?sort=createdAt&direction=desc',
    );
  });

  it('names the poster and the folder of one listing', async () => {
    await expect(documentUrl('poster', 12, 'en')).resolves.toBe('/en/api/core/my-properties/12/poster');
    await expect(documentUrl('folder', 12, 'nl')).resolves.toBe('/nl/api/core/my-properties/12/folder');
  });
});
