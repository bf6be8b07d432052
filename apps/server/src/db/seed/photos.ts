import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * The main photo of every demo listing that has photos: one of the drawings the web app serves at
 * /demo-photos (apps/server/scripts/demo-photos.mjs), chosen by property type and varied by id.
 */
export async function seedListingPhotos(db: Database): Promise<void> {
  await db.execute(sql`
    update listings set photo_url = '/demo-photos/' || case
        when property_type in ('appartment', 'new-construction-appartment', 'investmentProperty')
          then 'apartment-' || (1 + id % 2)
        when property_type = 'land' then 'land'
        when property_type = 'garage' then 'garage'
        when property_type in ('entreprise', 'commercial', 'other') then 'commercial'
        else 'house-' || (1 + id % 3)
      end || '.jpg'
    where photo_count > 0 and photo_url is null`);
}
