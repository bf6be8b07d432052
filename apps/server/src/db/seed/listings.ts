import { brusselsToday } from '@app/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { cities, listings, users } from '../schema';
import type { CityRow, InsertedListing, ListingRow } from './builders/listing-rows';
import { ListingRowBuilder } from './builders/listing-rows';
import type { Planning } from './builders/owner-listings';
import {
  planAgencyListings,
  planNotaryListings,
  planOtherAgencyListings,
  planPrivateListings,
  planSoftwareListings,
} from './builders/owner-listings';
import { placesOf } from './builders/places';
import { OTHER_AGENCIES } from './data/agencies';
import { seedOrders } from './orders';
import { seedProjects } from './projects';
import { prng } from './random';
import { seedDailyStats } from './statistics';
import { seedOtherAgencies } from './users';

/**
 * Issue 4 demo data: the listings of the whole portal, the demo agency's projects, drafts, orders,
 * invoices and a year of daily statistics. Deterministic (one seeded PRNG, fixed order); only the
 * dates move with the day the seed runs. Called by seedDemo inside its transaction.
 */

const PRNG_SEED = 20_260_421;

export interface ListingSeedCounts {
  listings: number;
  projects: number;
  models: number;
  stats: number;
  orders: number;
  invoices: number;
  users: number;
}

/** The steps share one random: their order is the demo data's (moving one changes every later draw). */
export async function seedListings(db: Database, now = new Date()): Promise<ListingSeedCounts> {
  const random = prng(PRNG_SEED);
  const today = brusselsToday(now);
  const others = await seedOtherAgencies(db, now);
  const idOf = await ownerIds(db, others);
  const planning: Planning = {
    random,
    today,
    builder: new ListingRowBuilder(random, today, now),
    places: placesOf(await citiesById(db)),
  };

  const agencyId = idOf('agency@example.be');
  planAgencyListings(planning, agencyId);
  const projectCounts = await seedProjects(db, planning, now, agencyId);
  planSoftwareListings(planning, idOf('software@example.be'));
  planNotaryListings(planning, idOf('notary@example.be'));
  planPrivateListings(planning, idOf('private@example.be'));
  for (const agency of OTHER_AGENCIES) planOtherAgencyListings(planning, agency, idOf(agency.email));

  const inserted = await insertListings(db, planning.builder.rows);
  const stats = await seedDailyStats(db, random, today, inserted);
  const orderCounts = await seedOrders(db, random, now, today, inserted, agencyId);

  return {
    listings: inserted.length,
    ...projectCounts,
    stats,
    ...orderCounts,
    users: others.length,
  };
}

/** The user id of each owner of seeded listings: the demo accounts and the other agencies. */
async function ownerIds(
  db: Database,
  others: ReadonlyArray<{ id: number; email: string }>,
): Promise<(email: string) => number> {
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'agency@example.be',
        'software@example.be',
        'notary@example.be',
        'private@example.be',
      ]),
    );
  return (email) => {
    const id = [...owners, ...others].find((owner) => owner.email === email)?.id;
    if (id === undefined) throw new Error(`seed listings: no user ${email}`);
    return id;
  };
}

const citiesById = (db: Database): Promise<CityRow[]> =>
  db.select({ id: cities.id, zip: cities.zip, name: cities.name }).from(cities).orderBy(asc(cities.id));

/** In batches; ids come back in insertion order. */
async function insertListings(db: Database, rows: readonly ListingRow[]): Promise<InsertedListing[]> {
  const inserted: InsertedListing[] = [];
  const BATCH = 200;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const ids = await db.insert(listings).values(batch).returning({ id: listings.id });
    ids.forEach((id, offset) => inserted.push({ id: id.id, row: batch[offset]! }));
  }
  return inserted;
}
