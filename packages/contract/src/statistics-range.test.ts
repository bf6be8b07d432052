import { describe, expect, it } from 'vitest';
import { StatisticsQuery } from './statistics';
import { statisticsRangeProblem } from './statistics-range';
import { MSG } from './validation';

describe('statisticsRangeProblem (the range rules the screen checks without zod)', () => {
  it('says what the schema says: a day that is none, a reversed range, one over two years', () => {
    const cases: [string, string, string | null][] = [
      ['2026-11-01', '2026-11-30', null],
      ['2026-11-01', '2026-11-01', null],
      ['2025-01-01', '2027-01-01', null],
      ['2025-01-01', '2027-01-02', MSG.rangeTooLong],
      ['2026-11-30', '2026-11-01', MSG.dateOrder],
      ['2026-02-30', '2026-03-10', MSG.invalid],
      ['2026-11-01', '2026-13-01', MSG.invalid],
    ];
    for (const [filterStart, filterEnd, problem] of cases) {
      expect(statisticsRangeProblem(filterStart, filterEnd)).toBe(problem);
      const parsed = StatisticsQuery.safeParse({ filterStart, filterEnd });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(problem);
    }
  });
});
