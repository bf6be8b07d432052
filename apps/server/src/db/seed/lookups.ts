import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { searchText } from '../../lib/search-text';
import { LOCALITIES_FILE, LOCALITY_NAMES_FILE } from '../../paths';
import type { Database } from '../client';
import type { LocalityNames } from '../schema';
import { cities } from '../schema';

const Localities = z.array(
  z.object({ zip: z.string().regex(/^\d{4}$/), city: z.string().min(1), lat: z.number(), lng: z.number() }),
);
const LocalityNameList = z.array(
  z.object({
    zip: z.string(),
    city: z.string(),
    names: z.object({ nl: z.string(), fr: z.string(), de: z.string(), en: z.string().optional() }),
  }),
);

/** The names of the localities named differently by language, by `zip city`. */
function localityNames(): Map<string, LocalityNames> {
  const entries = LocalityNameList.parse(JSON.parse(readFileSync(LOCALITY_NAMES_FILE, 'utf8')));
  return new Map(entries.map((entry) => [`${entry.zip} ${entry.city}`, entry.names]));
}

/** The Belgian localities (data/belgian-localities.json), unless a previous seed left them. */
export async function seedCities(db: Database): Promise<void> {
  const [cityCount] = await db.select({ count: sql<number>`count(*)::int` }).from(cities);
  if ((cityCount?.count ?? 0) > 0) return;
  const localities = Localities.parse(JSON.parse(readFileSync(LOCALITIES_FILE, 'utf8')));
  const namesOf = localityNames();
  const rows = localities.map((l) => {
    const names = namesOf.get(`${l.zip} ${l.city}`) ?? {};
    return {
      zip: l.zip,
      name: l.city,
      nameSearch: searchText(l.city),
      names,
      searchNames: [...new Set([l.city, ...Object.values(names)].map(searchText))],
      lat: l.lat,
      lng: l.lng,
    };
  });
  const BATCH = 500;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(cities).values(rows.slice(start, start + BATCH));
  }
}
