import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';
import { seedDevices } from './account';
import { seedActivity } from './activity';
import { seedBookmarks } from './bookmarks';
import { seedMarket, seedSoldMarket } from './market';
import { seedListingPhotos } from './photos';
import { seedPriceChanges } from './price-changes';
import { seedSavedSearches } from './saved-searches';
import { seedListings } from './listings';
import { seedCities } from './lookups';
import { seedProfiles } from './profile';
import { seedUsers } from './users';
import { seedValuations } from './valuations';
import { prng } from './random';
import { brusselsToday } from '@app/contract';
import { computeMarket } from '../market';

/** Any number: the same in every instance that may seed this database. */
const SEED_LOCK_ID = 7_240_312;

/**
 * Demo data for a fresh database: the Belgian localities, the demo accounts and what they hold.
 * Does nothing when any user exists, so every start may call it. One transaction under an
 * advisory lock: instances starting together on one PostgreSQL seed once, and never half.
 * The order of the steps is part of the data: ids and the seeded random draws follow it.
 */
export async function seedDemo(db: Database): Promise<{ seeded: boolean }> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((existing?.count ?? 0) > 0) return { seeded: false };

    await seedCities(tx);
    await seedUsers(tx);
    await seedDevices(tx);
    await seedProfiles(tx);
    await seedListings(tx);
    await seedActivity(tx);
    // After the activity: the listings that drew the most contacts get a price history.
    await seedPriceChanges(tx);
    await seedBookmarks(tx);
    await seedSavedSearches(tx);
    await seedMarket(tx);
    await seedSoldMarket(tx);
    await seedListingPhotos(tx);
    // After the listings and the market: the estimates are made from them.
    await seedValuations(tx, prng(12), brusselsToday());
    // Last: each public listing against its market, as the nightly job will measure it (decision 086).
    await computeMarket(tx, brusselsToday());
    return { seeded: true };
  });
  // Fresh planner statistics after a bulk load: PostgreSQL's autovacuum would get there later,
  // PGlite never does, and without them a year of daily statistics is sorted on disk.
  if (result.seeded) await db.execute(sql`analyze`);
  return result;
}
