import { DAY_MS } from '@app/contract';
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

/** The periods of a range, and for each of its days (oldest first) the index of its period. */
export interface RangePeriods {
  periods: Period[];
  periodOfDay: Uint16Array;
}

/** A day's number since 1970-01-01 (YYYY-MM-DD); not an integer when the text is no such day. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

const TWO_DIGITS = Array.from({ length: 32 }, (_, value) => pad(value));
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!;

/**
 * Every period of filterStart..filterEnd (inclusive), oldest first, the first and last cut to the
 * range: a range with no data still shows each of its periods. A range holds at most
 * STATISTICS_RANGE_MAX_DAYS days (the contract checks it). The days are counted on a calendar of
 * numbers, not Dates: a Date and its ISO text for each day took most of a year's series.
 */
export function rangePeriods(filterStart: string, filterEnd: string, span: Span): RangePeriods {
  const first = dayNumber(filterStart);
  const count = Math.max(0, dayNumber(filterEnd) - first + 1);
  const periods: Period[] = [];
  const periodOfDay = new Uint16Array(count);
  let [year, month, day] = [
    Number(filterStart.slice(0, 4)),
    Number(filterStart.slice(5, 7)),
    Number(filterStart.slice(8, 10)),
  ];
  let weekday = new Date(first * DAY_MS).getUTCDay();
  // Whether the day continues the period of the day before (never for the range's first day).
  const continues = () => (span === 'week' ? weekday !== 1 : span === 'month' && day !== 1);
  let current: Period | undefined;
  for (let index = 0; index < count; index += 1) {
    const text = `${pad(year, 4)}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
    if (current && continues()) {
      current.end = text;
    } else {
      current = { period: periodOf(text, span), start: text, end: text };
      periods.push(current);
    }
    periodOfDay[index] = periods.length - 1;
    weekday = (weekday + 1) % 7;
    day += 1;
    if (day > daysInMonth(year, month)) {
      day = 1;
      month = month === 12 ? 1 : month + 1;
      if (month === 1) year += 1;
    }
  }
  return { periods, periodOfDay };
}
