import { z } from 'zod';
import { PropertyType, TransactionType } from './lookups';

/**
 * A listing as a list of someone else's listings shows it (saved properties, a search's matches):
 * what, where, price, size, main photo and its page on the portal. One shape, so one card reads it.
 */
export const ListingSummary = z.object({
  id: z.number().int(),
  transactionType: TransactionType,
  propertyType: PropertyType,
  /** Euro; null is "price on request". */
  price: z.number().min(0).nullable(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
  livableSurface: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
  /** The main photo (an absolute URL, or a path on this server for the demo data); null without one. */
  photoUrl: z.string().nullable(),
  /** The listing on the public portal. */
  url: z.string().nullable(),
});
export type ListingSummary = z.infer<typeof ListingSummary>;
