import { describe, expect, it } from 'vitest';
import { isoWeekOf, periodsOf } from './periods';

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
});
