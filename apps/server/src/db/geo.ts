import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * A postcode's place as a subquery: the mean of its localities' coordinates and its first
 * locality's name (the Belgian localities of `cities`).
 */
export const placeOf = (zip: SQL): SQL => sql`(
  select avg(c.lat) as lat, avg(c.lng) as lng, min(c.name) as city from cities c where c.zip = ${zip})`;

/**
 * Kilometres between two aliased rows with `lat` and `lng`, equirectangular: within 0.1 % of the
 * great circle at Belgium's latitudes and distances, and plain SQL on both databases.
 */
export const kmBetween = (a: string, b: string): SQL => {
  const [from, to] = [sql.identifier(a), sql.identifier(b)];
  return sql`sqrt(
    power((${from}.lng - ${to}.lng) * cos(radians((${from}.lat + ${to}.lat) / 2)) * 111.32, 2) +
    power((${from}.lat - ${to}.lat) * 110.57, 2))`;
};
