import { addDays } from '@app/contract';

/** Days `from`..`to` (1..31, inclusive) of one month (its first day, YYYY-MM-01). */
export interface MonthSlice {
  month: string;
  from: number;
  to: number;
}

/**
 * How a range's per-listing totals are read (decision 034): its whole months from listing_monthly_stats'
 * totals (`months`, the first days of the first and last whole month, or null when there is none) and
 * the months it cuts (at most two) from their running totals by day.
 */
export interface RangePieces {
  months: { first: string; last: string } | null;
  slices: MonthSlice[];
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const dayOfMonth = (day: string) => Number(day.slice(8, 10));

function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 10);
}

const lastDayOf = (month: string) => addDays(shiftMonth(month, 1), -1);

/** The pieces of first..last (inclusive, first <= last, YYYY-MM-DD). */
export function rangePieces(first: string, last: string): RangePieces {
  const firstMonth = monthOf(first);
  const lastMonth = monthOf(last);
  const startsWhole = first === firstMonth;
  const endsWhole = last === lastDayOf(lastMonth);
  if (firstMonth === lastMonth && !(startsWhole && endsWhole)) {
    return { months: null, slices: [{ month: firstMonth, from: dayOfMonth(first), to: dayOfMonth(last) }] };
  }
  const slices: MonthSlice[] = [];
  if (!startsWhole) slices.push({ month: firstMonth, from: dayOfMonth(first), to: 31 });
  if (!endsWhole) slices.push({ month: lastMonth, from: 1, to: dayOfMonth(last) });
  const whole = {
    first: startsWhole ? firstMonth : shiftMonth(firstMonth, 1),
    last: endsWhole ? lastMonth : shiftMonth(lastMonth, -1),
  };
  return { months: whole.first <= whole.last ? whole : null, slices };
}
