import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { City, Paging, Types } from '@app/contract';
import { sql } from 'drizzle-orm';
import { PROPERTY_TYPES, STATUS_TYPES, TRANSACTION_TYPES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { searchText } from '../../lib/search-text';
import { MIGRATIONS_DIR } from '../../paths';
import { cities as citiesTable } from '../../db/schema';

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
    expect(first.data[0]).toMatchObject({ zip: '1000', name: 'Brussel' });
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
    const liege = await cities('?q=liege', 'fr');
    expect(liege.data.map((city) => city.name)).toContain('Liège');
    expect((await cities('?q=LIÈGE', 'fr')).paging.total).toBe(liege.paging.total);
    expect((await cities('?q=sint niklaas')).data.map((city) => city.name)).toContain('Sint-Niklaas');
  });

  it('finds a place by any of its names first, and names it in the language of the request', async () => {
    const places = {
      brussels: { zip: '1000', nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels' },
      ghent: { zip: '9000', nl: 'Gent', fr: 'Gand', en: 'Ghent' },
      liege: { zip: '4000', nl: 'Luik', fr: 'Liège', en: 'Liège' },
      mons: { zip: '7000', nl: 'Bergen', fr: 'Mons', en: 'Mons' },
    };
    const queries: Array<[string, keyof typeof places]> = [
      ['Brussel', 'brussels'],
      ['Bruxelles', 'brussels'],
      ['Brussels', 'brussels'],
      ['Gent', 'ghent'],
      ['Gand', 'ghent'],
      ['Ghent', 'ghent'],
      ['Luik', 'liege'],
      ['Lüttich', 'liege'],
      ['Bergen', 'mons'],
    ];
    for (const lang of ['nl', 'fr', 'en'] as const) {
      for (const [query, key] of queries) {
        const place = places[key];
        const [first] = (await cities(`?q=${encodeURIComponent(query)}`, lang)).data;
        expect(first, `${query} in ${lang}`).toMatchObject({ zip: place.zip, name: place[lang] });
      }
    }
  });

  it('ranks a whole name, then names that start with the text, then words that do, then the rest', async () => {
    const gent = (await cities('?q=gent&pageSize=100')).data.map((city) => city.name);
    expect(gent[0]).toBe('Gent');
    expect(gent.slice(1, 3).toSorted()).toEqual(['Gentbrugge', 'Gentinnes']);
    expect(gent.slice(3).toSorted()).toEqual(['Argenteau', 'Hermalle-Sous-Argenteau']);
    // A word of a name that starts with the text (Maarke-Kerkem) before names that only hold it.
    const words = (await cities('?q=kerke&pageSize=100')).data.map((city) => city.name);
    expect(words[0]).toBe('Maarke-Kerkem');
    expect(words).toEqual(expect.arrayContaining(['Nukerke', 'Uitkerke']));
    const gen = (await cities('?q=Gen&pageSize=10')).data.map((city) => city.name);
    expect(gen).toEqual(expect.arrayContaining(['Gent', 'Genk']));
  });

  it('names a Flemish town that bpost lists in French by its Dutch name, in English too', async () => {
    const byLang = async (lang: string) => (await cities('?q=9600', lang)).data.map((city) => city.name);
    expect(await byLang('nl')).toEqual(['Ronse']);
    expect(await byLang('fr')).toEqual(['Renaix']);
    expect(await byLang('en')).toEqual(['Ronse']);
    expect((await cities('?q=renaix', 'nl')).data[0]).toMatchObject({ zip: '9600', name: 'Ronse' });
  });

  it('gives each place the official name an address carries beside the name of the language', async () => {
    const first = async (query: string, lang: string) => (await cities(query, lang)).data[0];
    expect(await first('?q=9000', 'fr')).toMatchObject({ name: 'Gand', localName: 'Gent' });
    expect(await first('?q=9000', 'en')).toMatchObject({ name: 'Ghent', localName: 'Gent' });
    expect(await first('?q=9600', 'fr')).toMatchObject({ name: 'Renaix', localName: 'Ronse' });
    // Brussels is bilingual: an address takes the reader's form, in English bpost's French one.
    expect(await first('?q=1000', 'nl')).toMatchObject({ name: 'Brussel', localName: 'Brussel' });
    expect(await first('?q=1000', 'fr')).toMatchObject({ name: 'Bruxelles', localName: 'Bruxelles' });
    expect(await first('?q=1000', 'en')).toMatchObject({ name: 'Brussels', localName: 'Bruxelles' });
  });

  it('gives a database seeded before the names the same names through its migration', async () => {
    const names = () =>
      t.db
        .select({ id: citiesTable.id, names: citiesTable.names, searchNames: citiesTable.searchNames })
        .from(citiesTable)
        .orderBy(citiesTable.id);
    const seeded = await names();
    await t.db.execute(sql`update cities set names = '{}', search_names = '{}'`);
    const migration = readFileSync(join(MIGRATIONS_DIR, '0038_locality_names.sql'), 'utf8');
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const update of updates) await t.db.execute(update);
    expect(await names()).toEqual(seeded);
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
