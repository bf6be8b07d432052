import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { NEVER_LISTED } from '../../db/listing-status';

/** A listing the feed may record something for, found by its portal code. */
export interface FeedListing {
  id: number;
  userId: number;
  vlancode: string;
  yourReference: string | null;
  street: string | null;
  houseNumber: string | null;
  zip: string | null;
  city: string | null;
}

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
  return new Map(rowsOf<FeedListing>(result).map((listing) => [listing.vlancode, listing]));
}
