import { describe, expect, it } from 'vitest';
import { addDays, brusselsToday, isCalendarDay } from './brussels-calendar';

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

describe('isCalendarDay', () => {
  it('takes a day that exists, leap days included', () => {
    for (const day of ['2026-03-05', '2024-02-29', '2026-12-31', '2000-02-29'])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it('refuses a day past its month, a month or day out of range, and any other spelling', () => {
    for (const value of [
      '2026-02-29',
      '2026-04-31',
      '2026-02-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-3-5',
      '05/03/2026',
      '2026-03-05T00:00',
      '',
    ])
      expect(isCalendarDay(value), value).toBe(false);
  });
});
