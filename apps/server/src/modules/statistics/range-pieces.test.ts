import { addDays } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { rangePieces } from './range-pieces';

/** Every day the pieces count, with how many times (runs of months and slices expanded to their days). */
function countedDays(first: string, last: string): Map<string, number> {
  const { years, slices } = rangePieces(first, last);
  const counted = new Map<string, number>();
  const add = (day: string) => counted.set(day, (counted.get(day) ?? 0) + 1);
  for (const run of years) {
    for (let day = run.year; day.slice(0, 4) === run.year.slice(0, 4); day = addDays(day, 1)) {
      const month = Number(day.slice(5, 7));
      if (month >= run.from && month <= run.to) add(day);
    }
  }
  for (const slice of slices) {
    for (let day = slice.month; day.slice(0, 7) === slice.month.slice(0, 7); day = addDays(day, 1)) {
      const dayOfMonth = Number(day.slice(8));
      if (dayOfMonth >= slice.from && dayOfMonth <= slice.to) add(day);
    }
  }
  return counted;
}

describe('rangePieces', () => {
  it('counts every day of any range once, and no other day', () => {
    // Every start in 2024 (a leap year) and 2025, with lengths from one day to two years.
    for (let start = '2024-01-01'; start <= '2025-12-31'; start = addDays(start, 3)) {
      for (const length of [1, 2, 14, 15, 16, 28, 29, 30, 31, 45, 60, 89, 180, 365, 366, 730]) {
        const end = addDays(start, length - 1);
        const expected = new Map<string, number>();
        for (let day = start; day <= end; day = addDays(day, 1)) expected.set(day, 1);
        expect(countedDays(start, end), `${start}..${end}`).toEqual(expected);
        const pieces = rangePieces(start, end);
        expect(pieces.slices.length, `${start}..${end}`).toBeLessThanOrEqual(2);
        // One row per listing and year touched: a range of up to two years touches at most three.
        expect(pieces.years.length, `${start}..${end}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('reads whole months alone, as runs of months per year, when the range is made of them', () => {
    expect(rangePieces('2025-12-01', '2026-11-30')).toEqual({
      years: [
        { year: '2025-01-01', from: 12, to: 12 },
        { year: '2026-01-01', from: 1, to: 11 },
      ],
      slices: [],
    });
    expect(rangePieces('2024-02-01', '2024-02-29')).toEqual({
      years: [{ year: '2024-01-01', from: 2, to: 2 }],
      slices: [],
    });
    expect(rangePieces('2024-01-01', '2024-12-31')).toEqual({
      years: [{ year: '2024-01-01', from: 1, to: 12 }],
      slices: [],
    });
  });

  it('slices the months a range cuts', () => {
    // Twelve months ending on 26 November: the last 4 days of November 2025 and 26 days of November 2026.
    expect(rangePieces('2025-11-27', '2026-11-26')).toEqual({
      years: [
        { year: '2025-01-01', from: 12, to: 12 },
        { year: '2026-01-01', from: 1, to: 10 },
      ],
      slices: [
        { month: '2025-11-01', from: 27, to: 31 },
        { month: '2026-11-01', from: 1, to: 26 },
      ],
    });
    expect(rangePieces('2026-02-10', '2026-02-12')).toEqual({
      years: [],
      slices: [{ month: '2026-02-01', from: 10, to: 12 }],
    });
    expect(rangePieces('2026-01-31', '2026-02-01')).toEqual({
      years: [],
      slices: [
        { month: '2026-01-01', from: 31, to: 31 },
        { month: '2026-02-01', from: 1, to: 1 },
      ],
    });
  });
});
