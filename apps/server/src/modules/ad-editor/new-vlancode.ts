import { randomInt } from 'node:crypto';

/**
 * The portal code of a listing: 3 capital letters and 4 digits (db/schema/listings.ts), from the same
 * letters as the seed's codes: no I, O or Q, which read as 1, 0 and O on a phone or a poster.
 */
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** A random code; uniqueness is the database's unique index (the caller retries on a clash). */
export function newVlancode(): string {
  const letters = Array.from({ length: 3 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  return `${letters}${String(randomInt(10_000)).padStart(4, '0')}`;
}
