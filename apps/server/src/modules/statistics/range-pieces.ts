import { addDays } from '@app/contract';

/** Days `from`..`to` (1..31, inclusive) of one month (its first day, YYYY-MM-01). */
export interface MonthSlice {
  month: string;
  from: number;
  to: number;
}

/** Months `from`..`to` (1..12, inclusive) of one year (its first day, YYYY-01-01). */
export interface YearSlice {
  year: string;
  from: number;
  to: number;
}

/**
 * How a range's per-listing totals are read: its whole months as runs of months of each year they
 * fall in, from listing_yearly_stats' running totals by month (`years`, decision 036), and the months
 * it cuts (at most two) from listing_monthly_stats' running totals by day (`slices`, decision 034).
 */
export interface RangePieces {
  years: YearSlice[];
  slices: MonthSlice[];
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const dayOfMonth = (day: string) => Number(day.slice(8, 10));
const monthOfYear = (day: string) => Number(day.slice(5, 7));
const yearOf = (day: string) => Number(day.slice(0, 4));

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
    return { years: [], slices: [{ month: firstMonth, from: dayOfMonth(first), to: dayOfMonth(last) }] };
  }
  const slices: MonthSlice[] = [];
  if (!startsWhole) slices.push({ month: firstMonth, from: dayOfMonth(first), to: 31 });
  if (!endsWhole) slices.push({ month: lastMonth, from: 1, to: dayOfMonth(last) });
  const wholeFirst = startsWhole ? firstMonth : shiftMonth(firstMonth, 1);
  const wholeLast = endsWhole ? lastMonth : shiftMonth(lastMonth, -1);
  const years: YearSlice[] = [];
  for (let year = yearOf(wholeFirst); wholeFirst <= wholeLast && year <= yearOf(wholeLast); year += 1) {
    years.push({
      year: `${year}-01-01`,
      from: year === yearOf(wholeFirst) ? monthOfYear(wholeFirst) : 1,
      to: year === yearOf(wholeLast) ? monthOfYear(wholeLast) : 12,
    });
  }
  return { years, slices };
}
