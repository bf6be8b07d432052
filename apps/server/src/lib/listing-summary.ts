import type { ListingSummary, PropertyType, TransactionType } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { int, text } from '../db/sql';
import { euroOrNull } from './money';

/** The columns of a ListingSummaryRow, of a listing `l`: saved properties and a search's matches. */
export const LISTING_SUMMARY_COLUMNS = sql`l.id as listing_id, l.transaction_type, l.property_type,
  l.price_cents::float8 as price_cents, l.city, l.zip, l.livable_surface, l.bedrooms, l.photo_url, l.url`;

export const ListingSummaryRow = z.object({
  listing_id: int,
  transaction_type: z.string(),
  property_type: z.string(),
  /** Euro cents as a double: bigint would arrive as a string. */
  price_cents: z.number().nullable(),
  city: text,
  zip: text,
  livable_surface: int.nullable(),
  bedrooms: int.nullable(),
  photo_url: text,
  url: text,
});
export type ListingSummaryRow = z.infer<typeof ListingSummaryRow>;

export const listingSummaryOf = (row: ListingSummaryRow): ListingSummary => ({
  id: row.listing_id,
  transactionType: row.transaction_type as TransactionType,
  propertyType: row.property_type as PropertyType,
  price: euroOrNull(row.price_cents),
  city: row.city,
  zipcode: row.zip,
  livableSurface: row.livable_surface,
  bedrooms: row.bedrooms,
  photoUrl: row.photo_url,
  url: row.url,
});
