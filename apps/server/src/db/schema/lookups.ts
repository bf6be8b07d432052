import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A locality's names where they differ by language (data/belgian-locality-names.json). */
export type LocalityNames = Partial<Record<'nl' | 'fr' | 'de' | 'en', string>>;

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    zip: text('zip').notNull(),
    name: text('name').notNull(),
    /** Lowercase ASCII form of the name: accent-insensitive search without unaccent (absent on PGlite). */
    nameSearch: text('name_search').notNull(),
    /** Of a locality named differently in another language: its nl, fr, de (and en) names; else empty. */
    names: jsonb('names').$type<LocalityNames>().notNull().default({}),
    /** The lowercase ASCII form of every name of the locality (`name` and `names`), each once. */
    searchNames: text('search_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [index('cities_zip_idx').on(table.zip), index('cities_name_search_idx').on(table.nameSearch)],
);
