import { jsonb, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/** Column helpers shared by the schema files; no table imports here, so no evaluation-order cycle. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** nl/fr/en texts of a listing or project; a language may be missing (null). */
export const ListingTexts = z.object({
  nl: z.string().nullable(),
  fr: z.string().nullable(),
  en: z.string().nullable(),
});
export type ListingTexts = z.infer<typeof ListingTexts>;

export const listingTexts = (name: string) =>
  jsonb(name).$type<ListingTexts>().notNull().default({ nl: null, fr: null, en: null });
