import { brusselsToday } from '@app/contract';
import type { Database } from '../client';
import { seedContacts } from './contacts';
import { seedFacebook } from './facebook';
import {
  seedDossiers,
  seedOtherAgencyProducts,
  seedSellerLeads,
  seedSlots,
  seedWallpapers,
} from './products';
import { prng } from './random';

/**
 * Demo activity on the seeded listings: Best Of / Colour slots in use, the contacts (leads) that
 * visitors sent and the Facebook figures (facebook.ts). Deterministic (its own seeded PRNG, rows
 * read in id order); only the dates move with the day the seed runs. Called by seedDemo inside its
 * transaction, after the listings.
 */

const PRNG_SEED = 20_260_522;

export interface ActivitySeedCounts {
  slots: number;
  contacts: number;
  facebookBoosts: number;
  facebookShareDays: number;
}

export async function seedActivity(db: Database, now = new Date()): Promise<ActivitySeedCounts> {
  const random = prng(PRNG_SEED);
  const today = brusselsToday(now);
  const slots = await seedSlots(db, random, today, now);
  const contactCount = await seedContacts(db, random, today);
  // SQL only, no draws from `random`: the slots and contacts above stay as they were.
  const facebook = await seedFacebook(db, now);
  await seedDossiers(db, now);
  await seedWallpapers(db, today);
  await seedSellerLeads(db, now);
  await seedOtherAgencyProducts(db, today);
  return {
    slots,
    contacts: contactCount,
    facebookBoosts: facebook.boosts,
    facebookShareDays: facebook.shares,
  };
}
