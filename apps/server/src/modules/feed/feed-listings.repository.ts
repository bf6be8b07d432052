import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { NEVER_LISTED } from '../../db/listing-status';

/** A listing the feed may record something for, found by its portal code. */
const FeedListing = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  vlancode: z.string(),
  yourReference: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
});
export type FeedListing = z.infer<typeof FeedListing>;

/**
 * The listings of these vlancodes, keyed by vlancode. Drafts and deleted listings (never shown on the
 * portal) are left out, so the caller refuses them like unknown codes.
 */
export async function feedListingsByVlancode(
  db: Database,
  vlancodes: readonly string[],
): Promise<Map<string, FeedListing>> {
  const result = await db.execute(sql`
    select l.id, l.user_id as "userId", l.vlancode, l.your_reference as "yourReference",
           l.street, l.house_number as "houseNumber", l.zip, l.city
    from listings l
    where l.vlancode in (select value from jsonb_array_elements_text(${JSON.stringify(vlancodes)}::jsonb))
      and l.status_id not in (${NEVER_LISTED})
  `);
  return new Map(rowsOf(FeedListing, result).map((listing) => [listing.vlancode, listing]));
}
