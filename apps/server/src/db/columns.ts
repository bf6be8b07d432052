import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files; no table imports here, so no evaluation-order cycle. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** nl/fr/en texts of a listing or project; a language may be missing (null). */
export interface ListingTexts {
  nl: string | null;
  fr: string | null;
  en: string | null;
}

export const listingTexts = (name: string) =>
  jsonb(name).$type<ListingTexts>().notNull().default({ nl: null, fr: null, en: null });
