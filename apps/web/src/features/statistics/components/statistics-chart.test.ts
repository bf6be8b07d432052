import { describe, expect, it } from 'vitest';
import { point } from '../test-utils';
import { isPartialPeriod } from './statistics-chart';

const TODAY = '2026-12-04';

describe('partial periods', () => {
  it('marks a month or a week the range cuts, and none it holds whole', () => {
    expect(isPartialPeriod(point('2026-10', '2026-10-05', '2026-10-31'), 'month', TODAY)).toBe(true);
    expect(isPartialPeriod(point('2026-10', '2026-10-01', '2026-10-31'), 'month', TODAY)).toBe(false);
    expect(isPartialPeriod(point('2026-02', '2026-02-01', '2026-02-28'), 'month', TODAY)).toBe(false);
    expect(isPartialPeriod(point('2026-W47', '2026-11-18', '2026-11-22'), 'week', TODAY)).toBe(true);
    expect(isPartialPeriod(point('2026-W47', '2026-11-16', '2026-11-22'), 'week', TODAY)).toBe(false);
    expect(isPartialPeriod(point('2026-11-21', '2026-11-21', '2026-11-21'), 'day', TODAY)).toBe(false);
  });

  it('marks the period that is not over yet: today, this week, this month', () => {
    expect(isPartialPeriod(point(TODAY, TODAY, TODAY), 'day', TODAY)).toBe(true);
    expect(isPartialPeriod(point('2026-W49', '2026-11-30', TODAY), 'week', TODAY)).toBe(true);
    expect(isPartialPeriod(point('2026-12', '2026-12-01', TODAY), 'month', TODAY)).toBe(true);
  });
});
