import { describe, expect, it } from 'vitest';
import { addDays } from '@app/contract';
import type { Span } from '@app/contract';
import { isoWeekOf, periodOf, rangePeriods } from './periods';
import { toSeries } from './statistics.service';

const periodsOf = (first: string, last: string, span: Span) => rangePeriods(first, last, span).periods;

describe('periods', () => {
  it('labels ISO weeks with the ISO week-year', () => {
    expect(isoWeekOf('2026-12-28')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    // 30 December 2024 is a Monday whose Thursday falls in 2025.
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(isoWeekOf('2026-11-21')).toBe('2026-W47');
  });

  it('cuts the first and last week to the range', () => {
    expect(periodsOf('2026-12-30', '2027-01-05', 'week')).toEqual([
      { period: '2026-W53', start: '2026-12-30', end: '2027-01-03' },
      { period: '2027-W01', start: '2027-01-04', end: '2027-01-05' },
    ]);
  });

  it('gives calendar months, leap days included', () => {
    expect(periodsOf('2028-01-31', '2028-03-01', 'month')).toEqual([
      { period: '2028-01', start: '2028-01-31', end: '2028-01-31' },
      { period: '2028-02', start: '2028-02-01', end: '2028-02-29' },
      { period: '2028-03', start: '2028-03-01', end: '2028-03-01' },
    ]);
  });

  it('gives every day of a range, the last of March (summer time) too', () => {
    const days = periodsOf('2026-03-28', '2026-03-31', 'day');
    expect(days.map((day) => day.period)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(days.every((day) => day.start === day.period && day.end === day.period)).toBe(true);
  });

  it("gives each day of the range its period's index, by every span", () => {
    // Two years' turns, a leap day and both changes of time in Brussels.
    const [first, last] = ['2026-12-20', '2028-04-02'];
    for (const span of ['day', 'week', 'month'] as const) {
      const { periods, periodOfDay } = rangePeriods(first, last, span);
      const days: string[] = [];
      for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
      expect(periodOfDay).toHaveLength(days.length);
      days.forEach((day, index) => {
        const period = periods[periodOfDay[index]!]!;
        expect(period.period).toBe(periodOf(day, span));
        expect(period.start <= day && day <= period.end).toBe(true);
      });
      expect(new Set(periods.map((period) => period.period)).size).toBe(periods.length);
    }
  });

  it('has no period when the range ends before it starts', () => {
    expect(rangePeriods('2026-05-02', '2026-05-01', 'week')).toEqual({
      periods: [],
      periodOfDay: new Uint16Array(0),
    });
  });

  it("adds each day's counters to its period, and refuses a day outside the range", () => {
    const range = { filterStart: '2026-12-30', filterEnd: '2027-01-05', span: 'week' } as const;
    const row = (day: string, views: number) => ({
      day,
      search_appearances: 0,
      detail_views: views,
      mails: 0,
      phone_requests: 0,
      contacts: 1,
    });
    const series = toSeries(range, [row('2026-12-30', 2), row('2027-01-03', 3), row('2027-01-04', 5)]);
    expect(series.series.map((point) => [point.period, point.detailViews, point.contacts])).toEqual([
      ['2026-W53', 5, 2],
      ['2027-W01', 5, 1],
    ]);
    expect(series.totals).toMatchObject({ detailViews: 10, contacts: 3 });
    for (const outside of ['2026-12-29', '2027-01-06', '2027-01-04T12', 'no day']) {
      expect(() => toSeries(range, [row(outside, 1)])).toThrow(/outside/);
    }
  });
});
