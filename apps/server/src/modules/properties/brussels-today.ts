/** Today's calendar day in Belgium (YYYY-MM-DD): online dates are Belgian days, not UTC ones. */
export function brusselsToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `days` after `day` (before it when negative), both YYYY-MM-DD. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
