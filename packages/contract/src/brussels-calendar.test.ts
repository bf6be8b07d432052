import { describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from './brussels-calendar';

describe('brusselsToday', () => {
  it('is already tomorrow in Brussels late in the UTC evening, winter and summer time alike', () => {
    expect(brusselsToday(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
    expect(brusselsToday(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(brusselsToday(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(brusselsToday(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days, both ways', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });
});
