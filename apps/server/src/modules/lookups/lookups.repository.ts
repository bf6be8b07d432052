import { asc, like, sql } from 'drizzle-orm';
import type { City } from '@app/contract';
import type { Database } from '../../db/client';
import { cities } from '../../db/schema';

export type CityFilter = { zipPrefix: string } | { nameContains: string } | null;

/** `%`, `_` and `\` are literal characters in a search, not LIKE wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function findCities(
  db: Database,
  filter: CityFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: City[]; total: number }> {
  const where = !filter
    ? undefined
    : 'zipPrefix' in filter
      ? like(cities.zip, `${escapeLike(filter.zipPrefix)}%`)
      : like(cities.nameSearch, `%${escapeLike(filter.nameContains)}%`);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: cities.id, zip: cities.zip, name: cities.name, lat: cities.lat, lng: cities.lng })
      .from(cities)
      .where(where)
      .orderBy(asc(cities.zip), asc(cities.name), asc(cities.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cities)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
