/**
 * Calendar days in Belgium. Online dates, statistics roll-ups and the screens' default periods count
 * Belgian days (Europe/Brussels), not UTC ones nor the device's; server and web share these helpers.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `value` is a calendar day written YYYY-MM-DD that exists: 2026-02-29 and 2026-04-31 are not. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // A month or day out of range does not parse; one past its month's end parses into the next month.
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * Made once, on first use: a formatter costs far more to build than to use (it was a tenth of a
 * request's time), and building it at load added to the browser's blocking time on the first page.
 */
let brusselsDay: Intl.DateTimeFormat | undefined;

/** Today's calendar day in Europe/Brussels as YYYY-MM-DD. */
export function brusselsToday(now: Date = new Date()): string {
  brusselsDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = brusselsDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day `days` after `day` (before it when negative), both YYYY-MM-DD. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
