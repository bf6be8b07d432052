import { VALUATION_METHOD } from '@app/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nearestEnough } from '../lib/valuation-estimate';
import type { TestApp } from '../test/app';
import { createTestApp, queryRows } from '../test/app';
import { findCandidates } from './valuation-estimates';
import { kmBetween, placeOf } from './geo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TODAY = new Date().toISOString().slice(0, 10);

/** Every comparable within the radius, read without the ring cut-off: what the estimate used to read. */
const everyComparable = (postcode: string, propertyType: string) =>
  queryRows(
    t.db,
    z.object({ vlancode: z.string(), km: z.number() }),
    sql`with origin as ${placeOf(sql`${postcode}`)},
      places as (select c.zip, avg(c.lat) as lat, avg(c.lng) as lng from cities c group by c.zip)
      select l.vlancode, ${kmBetween('places', 'origin')}::float8 as km
      from listings l join places on places.zip = l.zip cross join origin
      where ${kmBetween('places', 'origin')} <= ${VALUATION_METHOD.maxRadiusKm}
        and l.transaction_type = 'sale' and l.property_type = ${propertyType} and l.status_id in (1, 6, 7)
        and l.price_cents > 0 and l.livable_surface > 0
        and l.updated_at >= ${TODAY}::date - make_interval(months => ${VALUATION_METHOD.months})
        and l.created_at < ${TODAY}::date + 1`,
  );

describe('findCandidates', () => {
  it.each([
    ['9000', 'house'],
    ['3000', 'appartment'],
    ['8000', 'house'],
    ['4750', 'house'],
    ['6700', 'appartment'],
  ])(
    'reads only the nearest rings, and the estimate chooses the same comparables (%s, %s)',
    async (postcode, type) => {
      const all = await everyComparable(postcode, type);
      const read = await findCandidates(t.db, { postcode, propertyType: type as 'house' }, TODAY);
      expect(read.length).toBeLessThanOrEqual(all.length);
      const chosen = nearestEnough(read)
        .chosen.map((candidate) => candidate.vlancode)
        .sort();
      // The same choice from everything, by distance, a ring at a time.
      const sorted = [...all].sort((a, b) => a.km - b.km);
      const enough = sorted.findIndex(
        (row, index) => index + 1 >= VALUATION_METHOD.minComparables && sorted[index + 1]?.km !== row.km,
      );
      const expected = (enough === -1 ? sorted : sorted.slice(0, enough + 1))
        .map((row) => row.vlancode)
        .sort();
      expect(chosen).toEqual(expected);
    },
  );
});
