import { sql } from 'drizzle-orm';

/**
 * Listings with these statuses are never listed to their owner as listings: drafts (3) live in
 * my-drafts, deleted listings (5) nowhere. Every module that reads the listings table applies it.
 */
export const STATUS_IDS_NEVER_LISTED = [3, 5] as const;
/** The same ids as an SQL list: `status_id not in (${NEVER_LISTED})`. */
export const NEVER_LISTED = sql.join([...STATUS_IDS_NEVER_LISTED], sql`, `);

/**
 * Listings the public portal shows: published (1) and under option (7). Only these can be saved; a
 * saved listing with another status is "no longer available".
 */
export const STATUS_IDS_PUBLIC = [1, 7] as const;
export const PUBLIC = sql.join([...STATUS_IDS_PUBLIC], sql`, `);
