import type { City, Paging, Types } from '@app/contract';
import { PROPERTY_TYPES, STATUS_TYPES, TRANSACTION_TYPES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { searchText } from '../../lib/search-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function cities(query: string, lang = 'nl') {
  const response = await t.app.inject({ url: `/${lang}/api/core/profile/cities${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: City[]; paging: Paging }>();
}

describe('GET profile/cities', () => {
  it('pages through all 2,757 localities without a query', async () => {
    const first = await cities('');
    expect(first.paging).toEqual({ page: 1, pageSize: 20, total: 2757, totalPages: 138 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ zip: '1000', name: 'Bruxelles' });
    const last = await cities('?page=138&pageSize=20');
    expect(last.data).toHaveLength(17);
    expect(last.paging.page).toBe(138);
    const beyond = await cities('?page=200');
    expect(beyond.data).toEqual([]);
    expect(beyond.paging.total).toBe(2757);
  });

  it('searches postcodes by prefix', async () => {
    const gent = await cities('?q=9000');
    expect(gent.data).toEqual([expect.objectContaining({ zip: '9000', name: 'Gent' })]);
    const prefix = await cities('?q=90&pageSize=100');
    expect(prefix.data.length).toBeGreaterThan(1);
    expect(prefix.data.every((city) => city.zip.startsWith('90'))).toBe(true);
    const zips = prefix.data.map((city) => city.zip);
    expect(zips).toEqual([...zips].sort());
  });

  it('searches names ignoring case and accents', async () => {
    const liege = await cities('?q=liege');
    expect(liege.data.map((city) => city.name)).toContain('Liège');
    expect((await cities('?q=LIÈGE')).paging.total).toBe(liege.paging.total);
    expect((await cities('?q=sint niklaas')).data.map((city) => city.name)).toContain('Sint-Niklaas');
  });

  it('never lets LIKE wildcards through', async () => {
    // Punctuation folds to nothing, so "%" is an empty name query, not a match-all pattern.
    expect((await cities('?q=%25')).paging.total).toBe(2757);
    expect((await cities('?q=%25%25gent')).data.map((city) => city.name)).toContain('Gent');
  });

  it('validates paging', async () => {
    const response = await t.app.inject({ url: '/nl/api/core/profile/cities?pageSize=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ pageSize: 'validation:number' });
  });
});

describe('GET types', () => {
  const types = async (lang: string) => {
    const response = await t.app.inject({ url: `/${lang}/api/core/types` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Types }>().data;
  };

  it('gives the codes and ids of the spec', async () => {
    const data = await types('en');
    expect(data.propertyTypes.map(({ id, code }) => ({ id, code }))).toEqual(
      PROPERTY_TYPES.map((code, index) => ({ id: index + 1, code })),
    );
    expect(data.transactionTypes.map(({ id, code }) => ({ id, code }))).toEqual(
      TRANSACTION_TYPES.map((code, index) => ({ id: index + 1, code })),
    );
    expect(data.statusTypes.map(({ id, code }) => ({ id, code }))).toEqual(
      STATUS_TYPES.map(({ id, code }) => ({ id, code })),
    );
  });

  it('names them in the language of the path', async () => {
    const [nl, fr, en] = await Promise.all([types('nl'), types('fr'), types('en')]);
    expect(nl.propertyTypes[0]!.name).toBe('Huis');
    expect(fr.propertyTypes[0]!.name).toBe('Maison');
    expect(en.propertyTypes[0]!.name).toBe('House');
    expect(nl.transactionTypes.find((type) => type.code === 'sale')!.name).toBe('Te koop');
    expect(fr.transactionTypes.find((type) => type.code === 'rent')!.name).toBe('À louer');
    expect(en.statusTypes.find((type) => type.id === 7)!.name).toBe('Option');
    for (const data of [nl, fr, en]) {
      const names = [...data.propertyTypes, ...data.transactionTypes, ...data.statusTypes].map(
        (type) => type.name,
      );
      expect(names.every((name) => name.length > 0 && !name.includes(':'))).toBe(true);
    }
  });
});

describe('searchText', () => {
  it('folds case, accents and separators', () => {
    expect(searchText('Mons-Lez-Liège')).toBe('mons lez liege');
    expect(searchText("  Sint-Job-in-'t-Goor ")).toBe('sint job in t goor');
    expect(searchText('Œudeghien')).toBe('oeudeghien');
  });
});
