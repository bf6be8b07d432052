import type { TFunction } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label';

const t = ((key: string, values: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

describe('periodLabel', () => {
  it('names days and months in the page language, long in tables and short on axes', () => {
    expect(periodLabel('2026-11-21', 'day', 'nl', t)).toBe('21 nov 2026');
    expect(periodLabel('2026-11-21', 'day', 'fr', t, { short: true })).toBe('21 nov.');
    expect(periodLabel('2026-11-21', 'day', 'nl', t, { short: true })).toBe('21 nov');
    expect(periodLabel('2026-11', 'month', 'en', t)).toBe('November 2026');
    expect(periodLabel('2026-11', 'month', 'fr', t)).toBe('novembre 2026');
    expect(periodLabel('2026-11', 'month', 'nl', t, { short: true })).toBe('nov 2026');
  });

  it('names ISO weeks through the catalog, and leaves a label it cannot read as it is', () => {
    expect(periodLabel('2026-W47', 'week', 'nl', t)).toBe(
      'statistics:period.weekOfYear {"week":47,"year":"2026"}',
    );
    expect(periodLabel('2026-W47', 'week', 'nl', t, { short: true })).toBe(
      'statistics:period.week {"week":47}',
    );
    expect(periodLabel('not-a-day', 'day', 'nl', t)).toBe('not-a-day');
  });
});
