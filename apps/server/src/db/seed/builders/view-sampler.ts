import type { Random } from '../random';
import { between } from '../random';

const MINUTE_MS = 60 * 1000;

/** A day on which a listing had detail views. */
export interface ViewDay {
  listing_id: number;
  day: string;
  detail_views: number;
}

/** Picks (listing, day) with a chance proportional to that day's detail views. */
export function viewSampler(days: readonly ViewDay[]): (random: Random) => ViewDay {
  const cumulative: number[] = [];
  let total = 0;
  for (const day of days) {
    total += day.detail_views;
    cumulative.push(total);
  }
  if (total === 0) throw new Error('seed contacts: no detail views to sample contacts from');
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return days[low]!;
  };
}

/** A time on that Brussels day between about 7:00 and 22:00 (UTC 6:00-20:59 stays on that day). */
export const momentOn = (random: Random, day: string): Date =>
  new Date(Date.parse(`${day}T06:00:00Z`) + between(random, 0, 15 * 60 - 1) * MINUTE_MS);
