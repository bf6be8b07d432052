import { addDays, isCalendarDay } from './brussels-calendar';

/**
 * The statistics' spans, preset ranges and range rules, without zod: the statistics screen reads its
 * range from its address and checks it with them before its first call loads the schemas (decision
 * 066); the contract's schemas check a request with the same rules.
 */

export const SPANS = ['day', 'week', 'month'] as const;

/** The longest range one request may cover: two years of days. */
export const STATISTICS_RANGE_MAX_DAYS = 731;

/** The preset ranges of the statistics screen; `custom` uses the date-range picker. */
export const STATISTICS_PRESETS = [
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'last12Months',
] as const;
export type StatisticsPreset = (typeof STATISTICS_PRESETS)[number];

/** The first and last day (inclusive) of a preset, for `today` (a Europe/Brussels YYYY-MM-DD). */
export function presetRange(
  preset: StatisticsPreset,
  today: string,
): { filterStart: string; filterEnd: string } {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const monthStart = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10);
  switch (preset) {
    case 'last7Days':
      return { filterStart: addDays(today, -6), filterEnd: today };
    case 'last30Days':
      return { filterStart: addDays(today, -29), filterEnd: today };
    case 'thisMonth':
      return { filterStart: monthStart(year, month), filterEnd: today };
    case 'lastMonth':
      return { filterStart: monthStart(year, month - 1), filterEnd: addDays(monthStart(year, month), -1) };
    case 'thisYear':
      return { filterStart: `${year}-01-01`, filterEnd: today };
    case 'last12Months':
      return { filterStart: monthStart(year - 1, month + 1), filterEnd: today };
  }
}

/**
 * The message keys of validation.ts's MSG, written out: importing MSG would put zod back in the
 * screen's first load (statistics-range.test.ts checks that the schemas answer the same keys).
 */
const PROBLEMS = {
  invalid: 'validation:invalid',
  dateOrder: 'validation:dateOrder',
  rangeTooLong: 'validation:rangeTooLong',
} as const;
export type StatisticsRangeProblem = (typeof PROBLEMS)[keyof typeof PROBLEMS];

const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000;

/**
 * What is wrong with a range from `filterStart` to `filterEnd` (YYYY-MM-DD, inclusive), as the
 * message key the contract answers: a day that is none, a reversed range, or one longer than
 * STATISTICS_RANGE_MAX_DAYS; null when it can be asked for.
 */
export function statisticsRangeProblem(
  filterStart: string,
  filterEnd: string,
): StatisticsRangeProblem | null {
  if (!isCalendarDay(filterStart) || !isCalendarDay(filterEnd)) return PROBLEMS.invalid;
  const days = daysBetween(filterStart, filterEnd);
  if (days < 0) return PROBLEMS.dateOrder;
  if (days >= STATISTICS_RANGE_MAX_DAYS) return PROBLEMS.rangeTooLong;
  return null;
}
