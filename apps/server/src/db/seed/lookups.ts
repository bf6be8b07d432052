import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { searchText } from '../../lib/search-text';
import { LOCALITIES_FILE } from '../../paths';
import type { Database } from '../client';
import { cities } from '../schema';

const Localities = z.array(
  z.object({ zip: z.string().regex(/^\d{4}$/), city: z.string().min(1), lat: z.number(), lng: z.number() }),
);

/** The Belgian localities (data/belgian-localities.json), unless a previous seed left them. */
export async function seedCities(db: Database): Promise<void> {
  const [cityCount] = await db.select({ count: sql<number>`count(*)::int` }).from(cities);
  if ((cityCount?.count ?? 0) > 0) return;
  const localities = Localities.parse(JSON.parse(readFileSync(LOCALITIES_FILE, 'utf8')));
  const rows = localities.map((l) => ({
    zip: l.zip,
    name: l.city,
    nameSearch: searchText(l.city),
    lat: l.lat,
    lng: l.lng,
  }));
  const BATCH = 500;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(cities).values(rows.slice(start, start + BATCH));
  }
}
