import { doublePrecision, index, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    zip: text('zip').notNull(),
    name: text('name').notNull(),
    /** Lowercase ASCII form of the name: accent-insensitive search without unaccent (absent on PGlite). */
    nameSearch: text('name_search').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [index('cities_zip_idx').on(table.zip), index('cities_name_search_idx').on(table.nameSearch)],
);
