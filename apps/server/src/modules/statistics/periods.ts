import { addDays } from '@app/contract';
import type { Span } from '@app/contract';

/** One period of a series before its counters are known: its label and its days inside the range. */
export interface Period {
  period: string;
  start: string;
  end: string;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The ISO 8601 week of a day, `YYYY-Www`: weeks start on Monday and belong to the year of their
 * Thursday, so 2026-12-31 is in 2026-W53 and 2027-01-03 too, while 2024-12-30 is in 2025-W01.
 */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const weekYear = thursday.getUTCFullYear();
  const firstOfYear = Date.UTC(weekYear, 0, 1);
  const week = Math.floor((thursday.getTime() - firstOfYear) / (7 * 86_400_000)) + 1;
  return `${pad(weekYear, 4)}-W${pad(week)}`;
}

/** The label of the period a day belongs to. */
export function periodOf(day: string, span: Span): string {
  switch (span) {
    case 'day':
      return day;
    case 'week':
      return isoWeekOf(day);
    case 'month':
      return day.slice(0, 7);
  }
}

/**
 * Every period of filterStart..filterEnd (inclusive), oldest first, the first and last cut to the
 * range: a range with no data still shows each of its periods. A range holds at most
 * STATISTICS_RANGE_MAX_DAYS days (the contract checks it), so walking it day by day is cheap.
 */
export function periodsOf(filterStart: string, filterEnd: string, span: Span): Period[] {
  const periods: Period[] = [];
  for (let day = filterStart; day <= filterEnd; day = addDays(day, 1)) {
    const label = periodOf(day, span);
    const last = periods.at(-1);
    if (last?.period === label) last.end = day;
    else periods.push({ period: label, start: day, end: day });
  }
  return periods;
}
