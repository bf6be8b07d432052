import type { SQL } from 'drizzle-orm';
import { asc, inArray, like, or, sql } from 'drizzle-orm';
import type { City, Language } from '@app/contract';
import type { Database } from '../../db/client';
import { cities } from '../../db/schema';
import { likeLiteral } from '../../db/sql';

/** A postcode prefix, or a name's search form (lib/search-text). */
export type CityFilter = { zipPrefix: string } | { name: string } | null;

/**
 * The language a locality is officially named in, by its postcode: Dutch in Flanders, German in the
 * German-speaking east, French in Wallonia and (as bpost names them) in Brussels.
 */
const regionLanguage = sql`case when ${cities.zip} between '1500' and '3999' or ${cities.zip} >= '8000' then 'nl'
  when ${cities.zip} between '4700' and '4799' then 'de' else 'fr' end`;

/**
 * The official name where the locality lies, as an address carries it (Gent, Liège, Ronse for the
 * Flemish town bpost lists as Renaix); in bilingual Brussels, the one of `lang` when it is Dutch or French.
 */
const officialName = (lang: Language): SQL<string> =>
  sql<string>`coalesce(${cities.names} ->> (case when ${cities.zip} between '1000' and '1299' and ${lang} in ('nl', 'fr')
    then ${lang} else ${regionLanguage} end), ${cities.name})`;

/**
 * The name a reader of `lang` knows the locality by: its name in that language (Gand, Luik); in
 * English, where there is no English one (Ghent, Antwerp), the official name where it lies.
 */
export const localityName = (lang: Language): SQL<string> =>
  lang === 'en'
    ? sql<string>`coalesce(${cities.names} ->> 'en', ${officialName(lang)})`
    : sql<string>`coalesce(${cities.names} ->> ${lang}, ${cities.name})`;

/** Whether any name of the locality matches the LIKE pattern. */
const anyName = (pattern: string) =>
  sql`exists (select 1 from unnest(${cities.searchNames}) as n where n like ${pattern})`;

/** 0: a name is the text; 1: a name starts with it; 2: a word of a name does; 3: a name holds it. */
const nameRank = (name: string) => {
  const text = likeLiteral(name);
  return sql`case when ${name} = any(${cities.searchNames}) then 0 when ${anyName(`${text}%`)} then 1
    when ${anyName(`% ${text}%`)} then 2 else 3 end`;
};

export async function findCities(
  db: Database,
  filter: CityFilter,
  lang: Language,
  page: { offset: number; limit: number },
): Promise<{ rows: City[]; total: number }> {
  const name = localityName(lang);
  const where = !filter
    ? undefined
    : 'zipPrefix' in filter
      ? like(cities.zip, `${likeLiteral(filter.zipPrefix)}%`)
      : anyName(`%${likeLiteral(filter.name)}%`);
  // A name search puts the best match first, the shortest name first among equals: "Gent" before
  // Gentinnes and Argenteau, "Gen" with Gent and Genk at the top.
  const order =
    filter && 'name' in filter
      ? [nameRank(filter.name), sql`length(${name})`, asc(cities.zip), asc(cities.id)]
      : [asc(cities.zip), asc(name), asc(cities.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: cities.id,
        zip: cities.zip,
        name,
        localName: officialName(lang),
        lat: cities.lat,
        lng: cities.lng,
      })
      .from(cities)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cities)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A locality named in every language of the interface. */
export interface LocalityNames {
  id: number;
  zip: string;
  name: Record<Language, string>;
}

/** Every locality of these postcodes, and the ones of these ids, named in each language. */
export async function findLocalities(
  db: Database,
  { postcodes, ids }: { postcodes: readonly string[]; ids: readonly number[] },
): Promise<LocalityNames[]> {
  const wanted = [
    postcodes.length > 0 ? inArray(cities.zip, [...postcodes]) : undefined,
    ids.length > 0 ? inArray(cities.id, [...ids]) : undefined,
  ].filter((condition) => condition !== undefined);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      id: cities.id,
      zip: cities.zip,
      nl: localityName('nl'),
      fr: localityName('fr'),
      en: localityName('en'),
    })
    .from(cities)
    .where(or(...wanted))
    .orderBy(asc(cities.zip), asc(cities.id));
  return rows.map(({ id, zip, nl, fr, en }) => ({ id, zip, name: { nl, fr, en } }));
}

/**
 * The postcodes of the localities any of whose names holds `name` (a search form), best first as
 * the suggestions rank them: a postcode by its best-matching locality, then the shorter name.
 */
export async function findPostcodesByName(db: Database, name: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ zip: cities.zip })
    .from(cities)
    .where(anyName(`%${likeLiteral(name)}%`))
    .groupBy(cities.zip)
    .orderBy(sql`min(${nameRank(name)})`, sql`min(length(${cities.name}))`, asc(cities.zip))
    .limit(limit);
  return rows.map((row) => row.zip);
}
